import { PAYMENT_FAILED_MESSAGE } from '@andaman/shared/rules/payment-failed';
import { SEATS_TAKEN_MESSAGE } from '@andaman/shared/rules/seats-taken';

/**
 * The ferry area's messages that the shared contracts do not carry (rule ferry.results.empty,
 * rule ferry.seats.no-layout, rule ferry.wallet.loading and beside them; the validation messages live in
 * `@andaman/shared/contracts/ferry-search` and `ferry-passengers`). Kept in one place so the wording is
 * written once and tests import it.
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
  seatsTaken: SEATS_TAKEN_MESSAGE,
  chooseAgain: 'Choose again',
} as const;

/** The low-wallet toast, naming the operator-support address (rule ferry.wallet.low). */
export const lowWalletMessage = (email: string): string =>
  `Unable to book tickets. Please contact ${email} for booking.`;
