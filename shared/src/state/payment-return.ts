/**
 * The way back to a checkout after the payment provider's page (rule payment.failed.try-again): before the
 * browser leaves for the provider, the checkout records where it was and which of its stored values belong
 * to this booking; the payment status page offers "Try again" to that place when the payment is not paid,
 * and forgets those values once it is. Kept in the tab's session, parsed when read back.
 */
const STORAGE_KEY = 'andaman:payment-return';

/** Where a checkout can be taken up again after its payment. */
export type PaymentReturn = {
  /** The checkout to go back to: a path on this site, with its query. */
  retryPath: string;
  /** Session storage keys of the booking (its form as typed), dropped once the payment is paid. */
  clearWhenPaid: string[];
};

/** A path on this site: one leading slash, not two (`//host/…` would leave the site). */
const SITE_PATH = /^\/(?!\/)/;

// Checked by hand rather than with a zod schema: the payment status page reads it on its first load,
// which should not download zod for two fields.
const isPaymentReturn = (value: unknown): value is PaymentReturn => {
  if (typeof value !== 'object' || value === null) return false;
  const { retryPath, clearWhenPaid } = value as Record<string, unknown>;
  return (
    typeof retryPath === 'string' &&
    SITE_PATH.test(retryPath) &&
    Array.isArray(clearWhenPaid) &&
    clearWhenPaid.every((key) => typeof key === 'string')
  );
};

const session = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

/** Records the checkout the traveller is leaving for the payment provider. */
export function rememberPaymentReturn(value: PaymentReturn): void {
  // Typed by the caller, but checked all the same: a way back must never lead off the site.
  const checked: unknown = value;
  if (!isPaymentReturn(checked))
    throw new Error(`Not a way back to a checkout on this site: ${JSON.stringify(value)}`);
  const { retryPath, clearWhenPaid } = checked;
  session()?.setItem(STORAGE_KEY, JSON.stringify({ retryPath, clearWhenPaid }));
}

/** The checkout recorded before the payment, or `undefined` (none, or a value that does not parse). */
export function readPaymentReturn(): PaymentReturn | undefined {
  const stored = session()?.getItem(STORAGE_KEY);
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!isPaymentReturn(parsed)) return undefined;
    const { retryPath, clearWhenPaid } = parsed;
    return { retryPath, clearWhenPaid };
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
