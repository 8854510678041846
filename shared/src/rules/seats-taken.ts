/**
 * A payment refused because its ferry places were sold or held by someone else meanwhile: the `code` the
 * API refuses with and the message the traveller reads. Apart from the contracts' schemas (which
 * re-export both), so the payment status page can tell this refusal apart without downloading zod.
 */

/** `code` of a refusal because the ferry places asked for are no longer for sale. */
export const SEATS_TAKEN_CODE = 'seats-taken';

/** What the traveller is told when the ferry places they were paying for were just sold or held by someone else. */
export const SEATS_TAKEN_MESSAGE =
  'Those seats were just taken by another traveller. Nothing was charged: please choose your seats again.';
