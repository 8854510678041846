import { PAYMENT_FAILED_MESSAGE } from '@andaman/shared/api-client/payment';

/**
 * Messages of spec 001 §2, §4 and §8 that the shared contracts do not carry (the validation messages of
 * §5 live in `@andaman/shared/contracts/ferry` and `ferry-passengers`). Kept in one place so the spec's
 * wording is written once and tests import it.
 */
export const ferryMessages = {
  noTickets: 'No tickets found for your search',
  noLayout: 'No ship layout found!',
  seatBlockFailed: 'Failed to temporarily block seats',
  checkingWallet: 'Checking wallet balances...',
  walletLoading: 'Still loading wallet information',
  paymentFailed: PAYMENT_FAILED_MESSAGE,
  paymentProblem: 'There was a problem processing your payment. Please try again.',
  instantBooking: 'Instant Booking - Get tickets now!',
  delayedBooking: 'Get tickets in 3-4 business hours.',
  processing: 'Processing...',
} as const;

/** The low-wallet toast of spec 001 §8, naming the operator-support address. */
export const lowWalletMessage = (email: string): string =>
  `Unable to book tickets. Please contact ${email} for booking.`;
