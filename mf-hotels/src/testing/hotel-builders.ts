import type { Hotel, RoomType, RoomTypeWithHotel } from '@andaman/shared/contracts/hotels';

/** A room type with overridable fields. */
export const roomType = (overrides: Partial<RoomType> = {}): RoomType => ({
  id: 11,
  hotelId: 1,
  name: 'Sea View Room',
  images: ['http://img.test/room-1.jpg', 'http://img.test/room-2.jpg'],
  category: 'DELUXE',
  customCategory: 'Sea View',
  roomCapacity: 2,
  basePrice: 4000,
  discountPrice: 3400,
  extraPersonCharge: 1000,
  refundable: true,
  description: '<p>Air-conditioned room.</p>',
  rules: '<ul><li>No smoking.</li></ul>',
  ...overrides,
});

export const roomWithHotel = (overrides: Partial<RoomTypeWithHotel> = {}): RoomTypeWithHotel => ({
  ...roomType(),
  Hotel: { id: 1, name: 'Coral Cove Residency', bannerImage: 'http://img.test/banner.jpg', rating: 4 },
  ...overrides,
});

/** A hotel with overridable fields. */
export const hotel = (overrides: Partial<Hotel> = {}): Hotel => ({
  id: 1,
  name: 'Coral Cove Residency',
  bannerImage: 'http://img.test/banner.jpg',
  rating: 4,
  locationId: 1,
  location: { id: 1, name: 'Port Blair' },
  shortDescription: '<p>A deluxe stay.</p>',
  description: 'A deluxe stay.',
  longDescription: '<p>Long description of the hotel.</p>',
  category: 'DELUXE',
  pricePerNight: 3400,
  images: ['http://img.test/h-1.jpg', 'http://img.test/h-2.jpg'],
  hotelImages: ['http://img.test/h-3.jpg'],
  points: ['Free Wi-Fi', 'Sea view'],
  policies: '<h3>Check-in and check-out</h3><p>Check-out by 8:00 AM.</p>',
  rules: '<ul><li>Pets are not allowed.</li></ul>',
  roomTypes: [roomType(), roomType({ id: 12, name: 'Family Room', roomCapacity: 3, discountPrice: 0 })],
  ...overrides,
});

/** A page of `GET /hotels`. */
export const hotelPage = (hotels: Hotel[], total = hotels.length, page = 1, limit = 10) => ({
  success: true,
  data: { data: hotels, meta: { total, page, limit } },
});
