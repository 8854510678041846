/**
 * The way back to a checkout after the payment provider's page (rule payment.failed.try-again): before the
 * browser leaves for the provider, the checkout records where it was and which of its stored values belong
 * to this booking; the payment status page offers "Try again" to that place when the payment is not paid,
 * and forgets those values once it is. Kept in the tab's session, parsed when read back.
 */
import { z } from 'zod';

const STORAGE_KEY = 'andaman:payment-return';

const paymentReturnSchema = z.object({
  /** The checkout to go back to: a path on this site, with its query. */
  retryPath: z.string().regex(/^\/(?!\/)/, 'a path on this site'),
  /** Session storage keys of the booking (its form as typed), dropped once the payment is paid. */
  clearWhenPaid: z.array(z.string()),
});
/** Where a checkout can be taken up again after its payment. */
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;

const session = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

/** Records the checkout the traveller is leaving for the payment provider. */
export function rememberPaymentReturn(value: PaymentReturn): void {
  session()?.setItem(STORAGE_KEY, JSON.stringify(paymentReturnSchema.parse(value)));
}

/** The checkout recorded before the payment, or `undefined` (none, or a value that does not parse). */
export function readPaymentReturn(): PaymentReturn | undefined {
  const stored = session()?.getItem(STORAGE_KEY);
  if (!stored) return undefined;
  try {
    const parsed = paymentReturnSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The payment is paid: the booking's stored values and the way back are forgotten. */
export function forgetPaidCheckout(): void {
  const storage = session();
  const recorded = readPaymentReturn();
  for (const key of recorded?.clearWhenPaid ?? []) storage?.removeItem(key);
  storage?.removeItem(STORAGE_KEY);
}
