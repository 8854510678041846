// No zod here: the hotel detail page shows one of these messages (Book Now) from its first load, and the
// schemas beside which they are checked (contracts/hotels) load with the forms.

/**
 * Messages of the hotel search forms and the detail update bar (rule hotels.search.location-required,
 * rule hotels.update.check-in-required and the rules beside them, rule hotels.room.book-now-needs-stay).
 */
export const hotelSearchMessages = {
  location: 'Please select a location',
  checkIn: 'Check-in is required',
  checkOut: 'Check-out is required',
  checkOutAfterCheckIn: 'Check-out date must be after check-in',
  guests: 'Number of guests is required',
  updateCheckOutAfterCheckIn: 'Check-out must be after check-in',
  updateGuests: 'Guests are required',
  updateRoomCount: 'Room count is required',
  bookNowMissing: 'Please select check-in, check-out and guests first.',
} as const;
