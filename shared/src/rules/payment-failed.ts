/**
 * The toast after the last try to create a payment failed (rule payment.create.failed). Apart from the
 * payment client (ky, zod), which re-exports it, so a page can name it without downloading them.
 */
export const PAYMENT_FAILED_MESSAGE = 'Payment processing failed. Please try again.';
