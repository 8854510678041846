/**
 * The refund and cancellation rules (rule policies.refund.schedule, rule policies.refund.blackout,
 * rule policies.refund.timing), as data the page renders and a rule the pages and tests
 * share, so the wording and the arithmetic cannot drift apart.
 */

/** One band of the cancellation schedule: cancelling at least `minDaysBefore` days before arrival. */
export interface RefundTier {
  /** Inclusive lower bound, in whole days before the arrival date. */
  minDaysBefore: number;
  /** Share of the booking amount the business keeps, in percent. */
  retainedPercent: number;
  /** How the band is described to the traveller. */
  label: string;
}

/** From the earliest cancellation to the latest; the first band whose bound is met applies. */
export const REFUND_TIERS: readonly RefundTier[] = [
  { minDaysBefore: 31, retainedPercent: 0, label: 'More than 30 days before arrival' },
  { minDaysBefore: 15, retainedPercent: 50, label: '15 to 30 days before arrival' },
  { minDaysBefore: 7, retainedPercent: 75, label: '7 to 15 days before arrival' },
  { minDaysBefore: 0, retainedPercent: 100, label: 'Within 7 days of arrival' },
];

/** Bookings in this peak-season window are not refunded (inclusive, local calendar dates). */
export const NO_REFUND_PERIOD = {
  from: '2022-12-15',
  to: '2023-01-15',
  label: '15 December 2022 to 15 January 2023',
};

/** Refunds reach the traveller within this many working days. */
export const REFUND_PROCESSING_TIME = '5-6 working days';

/** Whether a stay or trip on `date` (YYYY-MM-DD) falls in the no-refund period. */
export function isInNoRefundPeriod(date: string): boolean {
  return date >= NO_REFUND_PERIOD.from && date <= NO_REFUND_PERIOD.to;
}

/**
 * Percentage of the booking amount retained when cancelling `daysBeforeArrival` whole days before arrival:
 * 0 % more than 30 days ahead, 50 % at 15 to 30 days, 75 % at 7 to 14 days, 100 % within 7 days; and 100 %
 * for a booking in the no-refund period.
 */
export function retainedPercent(daysBeforeArrival: number, arrivalDate?: string): number {
  if (arrivalDate && isInNoRefundPeriod(arrivalDate)) return 100;
  const days = Math.max(0, Math.floor(daysBeforeArrival));
  const tier = REFUND_TIERS.find((candidate) => days >= candidate.minDaysBefore);
  return tier?.retainedPercent ?? 100;
}

/** Percentage refunded: what is not retained. */
export function refundPercent(daysBeforeArrival: number, arrivalDate?: string): number {
  return 100 - retainedPercent(daysBeforeArrival, arrivalDate);
}
