/**
 * The low-balance e-mail to operator support (`POST /common/email`, rule ferry.wallet.low). Sent in the
 * background: the traveller's toast names the support address whatever happens to the e-mail. Its call
 * (`low-wallet-email`: ky and the contact schema) loads when an alert is sent (or on intent, `preload`).
 */
import type { LowWalletAlert } from '@andaman/shared/contracts/contact';
import { onUseModule } from '@andaman/shared/on-use-module';
import { mutationOptions } from '@andaman/shared/query/typed-options';

const emailCall = onUseModule(() => import('./low-wallet-email'));

/** Starts downloading the alert's call ahead of a payment (on intent). */
export const preloadLowWalletAlert = (): void => emailCall.preload();

/** Sends the alert. */
export async function sendLowWalletAlert(alert: LowWalletAlert) {
  return (await emailCall.load()).sendLowWalletAlert(alert);
}

/** The alert's mutation (silent either way), run by the checkout's pay step (`runMutation`). */
export const getSendLowWalletAlertMutationOptions = () =>
  mutationOptions({ mutationKey: ['ferry', 'low-wallet-alert'], mutationFn: sendLowWalletAlert });
