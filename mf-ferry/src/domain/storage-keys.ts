/**
 * The session-storage keys of the ferry booking, apart from the atoms that read them: the search page
 * checks for a saved search without loading the form's code (its schemas and zod).
 */
export const BOOKING_STORAGE_KEYS = {
  trips: 'ferry.search.trips',
  passengers: 'ferry.search.passengers',
  cart: 'ferry.cart',
  legs: 'ferry.legs',
  checkout: 'ferry.checkout',
} as const;

/** The search form as typed so far (`searchDraftAtom`). */
export const SEARCH_DRAFT_KEY = 'ferry.search.draft';

/** The tab's session storage; `undefined` on the server or where the browser refuses it. */
function sessionArea(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether this tab holds a search in progress or a last search, which the search form shows. */
export function hasSavedSearch(storage: Storage | undefined = sessionArea()): boolean {
  return (
    storage !== undefined &&
    (storage.getItem(SEARCH_DRAFT_KEY) !== null || storage.getItem(BOOKING_STORAGE_KEYS.trips) !== null)
  );
}
