/**
 * Query keys of the ferry endpoints, from general to specific, so a query, a prefetch and an
 * invalidation all name the same cache entry. Never type a key by hand.
 */

/** A filter object in a key: plain, serialisable values (TanStack hashes it with stable key order). */
export type KeyFilters = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Ferry searches, seat layouts and operator wallet balances. */
export const ferryKeys = {
  /** Every ferry query. */
  all: ['ferry'] as const,
  /** Every operator search. */
  searches: () => [...ferryKeys.all, 'search'] as const,
  /** Makruzz `schedule_search`: `{ from, to, travelDate, passengers }`. */
  makruzzSearch: (params: KeyFilters) => [...ferryKeys.searches(), 'makruzz', params] as const,
  /** Nautika `getTripData`: `{ from, to, date }`. */
  nautikaSearch: (params: KeyFilters) => [...ferryKeys.searches(), 'nautika', params] as const,
  /** Green Ocean `route-details`: `{ from, to, adults, infants, travelDate }`. */
  greenOceanSearch: (params: KeyFilters) => [...ferryKeys.searches(), 'greenOcean', params] as const,
  /** Every seat layout. */
  seatLayouts: () => [...ferryKeys.all, 'seatLayout'] as const,
  /** One Green Ocean seat layout (`undefined` until a sailing is chosen). */
  seatLayout: (params: KeyFilters | undefined) => [...ferryKeys.seatLayouts(), params] as const,
  /** Every wallet-balance check. */
  walletBalances: () => [...ferryKeys.all, 'walletBalances'] as const,
  /** Wallet balances of the operators in the cart: `{ makruzz, nautika, greenOcean }` booleans. */
  walletBalance: (operators: KeyFilters) => [...ferryKeys.walletBalances(), operators] as const,
};
