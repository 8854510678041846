/**
 * The low-balance e-mail's call (`POST /common/email` through ky, its answer parsed by the contact
 * schema), loaded by `low-wallet-alert` when an alert is first sent: the checkout renders without it.
 */
import { apiPost } from '@andaman/shared/api-client/http';
import { emailResponseSchema, type LowWalletAlert } from '@andaman/shared/contracts/contact';

/** Sends the alert. */
export function sendLowWalletAlert(alert: LowWalletAlert) {
  return apiPost('/common/email', alert, emailResponseSchema);
}
