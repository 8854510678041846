/**
 * Query keys of the hotel endpoints, from general to specific, so a query, a prefetch and an
 * invalidation all name the same cache entry. Never type a key by hand.
 */
import type { HotelSearchFilters } from './hotels';

export const hotelKeys = {
  /** Every hotel query. */
  all: ['hotels'] as const,
  /** Every hotel list. */
  lists: () => [...hotelKeys.all, 'list'] as const,
  /** One page of the trending list. */
  trending: (page: number) => [...hotelKeys.lists(), 'trending', page] as const,
  /** One page of a search (`undefined` until there is a location to search). */
  search: (filters: HotelSearchFilters | undefined) => [...hotelKeys.lists(), 'search', filters] as const,
  /** Every single hotel. */
  details: () => [...hotelKeys.all, 'detail'] as const,
  /** One hotel (`undefined` when the address names none). */
  detail: (id: number | undefined) => [...hotelKeys.details(), id] as const,
  /** Every room type. */
  rooms: () => [...hotelKeys.all, 'room'] as const,
  /** One room type (`undefined` when the checkout's address names none). */
  room: (id: number | undefined) => [...hotelKeys.rooms(), id] as const,
};
