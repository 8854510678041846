/**
 * Query-key factories, one per resource, from general to specific (`hotelKeys.all` → `lists()` →
 * `list(filters)`; `details()` → `detail(id)`), so a page, a prefetch and an invalidation all name the same
 * cache entry, and invalidating a prefix (`hotelKeys.lists()`) reaches everything under it. Never type a key
 * by hand.
 */

/** A filter object in a key: plain, serialisable values (TanStack hashes it with stable key order). */
export type KeyFilters = Readonly<
  Record<string, string | number | boolean | null | undefined | readonly (string | number | boolean)[]>
>;

/** `GET /locations`. */
export const locationKeys = {
  /** Every location query. */
  all: ['locations'] as const,
  /** The location list. */
  list: () => [...locationKeys.all, 'list'] as const,
};

/** `GET /activity`, `GET /activity/{id}`. */
export const activityKeys = {
  /** Every activity query. */
  all: ['activities'] as const,
  /** Every activity list. */
  lists: () => [...activityKeys.all, 'list'] as const,
  /** One list, e.g. `{ limit: 4 }` for the home section. */
  list: (filters: KeyFilters = {}) => [...activityKeys.lists(), filters] as const,
  /** Every single activity. */
  details: () => [...activityKeys.all, 'detail'] as const,
  /** One activity. */
  detail: (id: number) => [...activityKeys.details(), id] as const,
};

/** `GET /hotels`, `GET /hotels/{id}`, `GET /hotels/rooms/{roomId}`. */
export const hotelKeys = {
  /** Every hotel query, rooms included. */
  all: ['hotels'] as const,
  /** Every hotel list (search and trending). */
  lists: () => [...hotelKeys.all, 'list'] as const,
  /** A search: `{ page, limit, locationId, pricePerNight, category }`. */
  list: (filters: KeyFilters) => [...hotelKeys.lists(), filters] as const,
  /** A page of the trending list (no location chosen). */
  trending: (page: number) => [...hotelKeys.lists(), 'trending', page] as const,
  /** Every single hotel. */
  details: () => [...hotelKeys.all, 'detail'] as const,
  /** One hotel. */
  detail: (id: number) => [...hotelKeys.details(), id] as const,
  /** Every room type. */
  rooms: () => [...hotelKeys.all, 'room'] as const,
  /** One room type. */
  room: (roomId: number) => [...hotelKeys.rooms(), roomId] as const,
};

/** `GET /holidayPackage`, `GET /holidayPackage/{id}`. */
export const holidayPackageKeys = {
  /** Every holiday-package query. */
  all: ['holidayPackages'] as const,
  /** Every package list. */
  lists: () => [...holidayPackageKeys.all, 'list'] as const,
  /** One page: `{ page, limit, mainLocationId }`. */
  list: (filters: KeyFilters) => [...holidayPackageKeys.lists(), filters] as const,
  /** Every single package. */
  details: () => [...holidayPackageKeys.all, 'detail'] as const,
  /** One package. */
  detail: (id: number) => [...holidayPackageKeys.details(), id] as const,
};

/** The WordPress blog: posts, categories, comments. */
export const blogKeys = {
  /** Every blog query. */
  all: ['blog'] as const,
  /** Every post query. */
  posts: () => [...blogKeys.all, 'posts'] as const,
  /** Every post list. */
  lists: () => [...blogKeys.posts(), 'list'] as const,
  /** One page of posts: `{ page, perPage, categories, search, exclude }` (related posts too). */
  list: (filters: KeyFilters) => [...blogKeys.lists(), filters] as const,
  /** Every single post. */
  details: () => [...blogKeys.posts(), 'detail'] as const,
  /** One post by slug. */
  detail: (slug: string) => [...blogKeys.details(), slug] as const,
  /** The category list. */
  categories: () => [...blogKeys.all, 'categories'] as const,
  /** Every comment list. */
  allComments: () => [...blogKeys.all, 'comments'] as const,
  /** Approved comments of one post (invalidate after posting a comment). */
  comments: (postId: number) => [...blogKeys.allComments(), postId] as const,
};

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
  /** One Green Ocean seat layout: `{ from, to, routeId, shipId, classId, travelDate }`. */
  seatLayout: (params: KeyFilters) => [...ferryKeys.seatLayouts(), params] as const,
  /** Every wallet-balance check. */
  walletBalances: () => [...ferryKeys.all, 'walletBalances'] as const,
  /** Wallet balances of the operators in the cart: `{ makruzz, nautika, greenOcean }` booleans. */
  walletBalance: (operators: KeyFilters) => [...ferryKeys.walletBalances(), operators] as const,
};

/** Payment verification. */
export const paymentKeys = {
  /** Every payment query. */
  all: ['payments'] as const,
  /** Every transaction check. */
  transactions: () => [...paymentKeys.all, 'transaction'] as const,
  /** `GET /payment/check-transaction-id/{transactionId}`. */
  transaction: (transactionId: string) => [...paymentKeys.transactions(), transactionId] as const,
};
