/** A hotel's category, from the plainest to the grandest. */
export type HotelCategory = 'STANDARD' | 'DELUXE' | 'SUPER_DELUXE' | 'PREMIUM' | 'LUXURY';
type HotelRow = [name: string, locationId: number, category: HotelCategory, rating: number, area: string];

/**
 * The seeded hotels: four or more per category, spread over the three islands. Apart from the rest of the seed
 * because their pictures are drawn by category (`src/images/svg.ts`), which the seed's image paths need first.
 */
export const HOTEL_ROWS: readonly HotelRow[] = [
  ['Aberdeen Bazaar Inn', 1, 'STANDARD', 3, 'Aberdeen Bazaar'],
  ['Dolphin Lodge', 2, 'STANDARD', 2.5, 'Govind Nagar beach road'],
  ['Bharatpur Huts', 3, 'STANDARD', 3, 'Bharatpur Beach'],
  ['Harbour View Residency', 1, 'STANDARD', 3, 'Phoenix Bay jetty'],
  ['Coral Cove Residency', 1, 'DELUXE', 3.5, "Corbyn's Cove"],
  ['Kalapathar Retreat', 2, 'DELUXE', 3.5, 'Kalapathar Beach'],
  ['Laxmanpur Sands', 3, 'DELUXE', 3.5, 'Laxmanpur Beach'],
  ['Marina Park Hotel', 1, 'DELUXE', 4, 'Marina Park'],
  ['Radhanagar Palms', 2, 'SUPER_DELUXE', 4, 'Radhanagar Beach road'],
  ['Sitapur Sunrise Resort', 3, 'SUPER_DELUXE', 4, 'Sitapur Beach'],
  ['Ross Island View', 1, 'SUPER_DELUXE', 4, 'Marine Hill'],
  ['Elephant Bay Cottages', 2, 'SUPER_DELUXE', 4, 'Beach No. 3'],
  ['Emerald Lagoon Resort', 2, 'PREMIUM', 4.5, 'Beach No. 5'],
  ['Natural Bridge Resort', 3, 'PREMIUM', 4.5, 'Natural Bridge'],
  ['Chidiya Tapu Heights', 1, 'PREMIUM', 4.5, 'Chidiya Tapu road'],
  ['Mangrove Creek Villas', 2, 'PREMIUM', 4.5, 'Beach No. 2'],
  ['Blue Horizon Beach Resort', 2, 'LUXURY', 5, 'Radhanagar Beach'],
  ['Pearl Park Sea Resort', 3, 'LUXURY', 5, 'Ramnagar Beach'],
  ['Sovereign Bay Hotel', 1, 'LUXURY', 5, 'Ross Island waterfront'],
  ['Silver Sand Villas', 2, 'LUXURY', 5, 'Vijay Nagar Beach'],
];
