/**
 * The low-balance e-mail to operator support (`POST /common/email`, rule ferry.wallet.low). Sent in the
 * background: the traveller's toast names the support address whatever happens to the e-mail.
 */
import { apiPost } from '@andaman/shared/api-client/http';
import { emailResponseSchema, type LowWalletAlert } from '@andaman/shared/contracts/contact';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Sends the alert. */
export function sendLowWalletAlert(alert: LowWalletAlert) {
  return apiPost('/common/email', alert, emailResponseSchema);
}

export const getSendLowWalletAlertMutationOptions = () =>
  mutationOptions({ mutationKey: ['ferry', 'low-wallet-alert'], mutationFn: sendLowWalletAlert });

/** Sends the low-wallet alert (silent either way). */
export function useSendLowWalletAlert() {
  return useMutation(getSendLowWalletAlertMutationOptions());
}
