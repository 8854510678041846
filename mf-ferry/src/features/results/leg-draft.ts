import { atom } from 'jotai';
import type { SelectedSeat } from '../cart/ticket-from-selection';
import { isRecord, persistedAtom } from '../storage/persisted-atom';

/** A leg's choice in progress: the ferry card, its class and the seats picked so far. */
export type LegDraft = {
  cardKey: string;
  classKey: string;
  seats: SelectedSeat[];
  /** Whether the seat map was open. */
  seatsOpen: boolean;
};

const isSeat = (value: unknown): value is SelectedSeat =>
  isRecord(value) && typeof value.id === 'string' && typeof value.label === 'string';

const isLegDraft = (value: unknown): value is LegDraft =>
  isRecord(value) &&
  typeof value.cardKey === 'string' &&
  typeof value.classKey === 'string' &&
  typeof value.seatsOpen === 'boolean' &&
  Array.isArray(value.seats) &&
  value.seats.every(isSeat);

const isLegDrafts = (value: unknown): value is Record<string, LegDraft> =>
  isRecord(value) && Object.values(value).every(isLegDraft);

/** Choices in progress per leg (keyed by trip_no), so a reload or going back to a leg keeps them. */
export const legDraftsAtom = persistedAtom<Record<string, LegDraft>>('ferry.legs', {}, isLegDrafts);

/** Forgets every leg's choice (a new search). */
export const clearLegDraftsAtom = atom(null, (_get, set) => set(legDraftsAtom, {}));
