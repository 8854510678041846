const DAY_MS = 24 * 60 * 60 * 1000;

/** Nights between two dates: the ceiling of the day difference, at least 1 (rule hotels.nights). */
export const nightsBetween = (checkIn: string, checkOut: string): number => {
  const start = Date.parse(checkIn.length === 10 ? `${checkIn}T00:00:00Z` : checkIn);
  const end = Date.parse(checkOut.length === 10 ? `${checkOut}T00:00:00Z` : checkOut);
  if (Number.isNaN(start) || Number.isNaN(end)) return 1;
  return Math.max(1, Math.ceil((end - start) / DAY_MS));
};

/** The price a room type is sold at: its discount price when above 0, else its base price. */
export const effectiveRoomPrice = (room: { basePrice: number; discountPrice: number }): number =>
  room.discountPrice > 0 ? room.discountPrice : room.basePrice;

/**
 * What a hotel stay costs (rule hotels.book-now-total, not yet rule hotels.price.per-room-night): per day,
 * the effective price × min(capacity, guests) plus the extra guests beyond capacity × the extra-person
 * charge; the total payable is that × nights.
 */
export const hotelStayTotal = (
  room: { basePrice: number; discountPrice: number; roomCapacity: number; extraPersonCharge: number },
  guests: number,
  nights: number,
): number => {
  const extraGuests = Math.max(0, guests - room.roomCapacity);
  const perDay =
    effectiveRoomPrice(room) * Math.min(room.roomCapacity, guests) + extraGuests * room.extraPersonCharge;
  return perDay * nights;
};
