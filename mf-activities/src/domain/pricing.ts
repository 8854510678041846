import type { Activity } from '@andaman/shared/contracts/activities';
import { effectivePrice } from '@andaman/shared/rules/currency';

/** Participants start at 1 and never go below (rule activities.participants); the API takes at most 50. */
export const PARTICIPANT_LIMITS = Object.freeze({ min: 1, max: 50 });

/**
 * What one participant pays: the offer price when above 0, else the starter price
 * (rule activities.unit-price).
 */
export const activityUnitPrice = (activity: Pick<Activity, 'starterPrice' | 'offerPrice'>): number =>
  effectivePrice(activity.starterPrice, activity.offerPrice);

/** Activity total = unit price × participants (rule activities.total). */
export const activityTotal = (unitPrice: number, participants: number): number => unitPrice * participants;

/** A participant count kept inside 1…50 (whole numbers; anything unreadable is 1). */
export function clampParticipants(value: number): number {
  if (!Number.isFinite(value)) return PARTICIPANT_LIMITS.min;
  return Math.min(PARTICIPANT_LIMITS.max, Math.max(PARTICIPANT_LIMITS.min, Math.trunc(value)));
}
