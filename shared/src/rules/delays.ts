/**
 * The product's delays before navigating, in milliseconds (rule site.delays).
 * The page shows the loading overlay for the whole delay, then navigates.
 */
export const NAVIGATION_DELAY_MS = {
  /** Home destination search and the hotel search form. */
  search: 2000,
  /** A card of "Our Trusted Ferry Partners" → /ferry. */
  partnerCard: 2000,
  /** Book Now on a hotel search result. */
  resultBookNow: 1000,
  /** Book (trending hotel) and View (package card) buttons. */
  bookOrView: 500,
  /** "Update" of the hotel detail search bar. */
  detailUpdate: 2000,
  /** Book Now on a room, Checkout on a package: overlay, then the checkout page. */
  checkout: 3000,
  /** Policy pages show their loader this long. */
  policyLoader: 2000,
} as const;

/** When the contact-us dialog opens by itself after load. */
export const CONTACT_DIALOG_DELAY_MS = 7000;
