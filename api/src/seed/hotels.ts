import { imagePath } from '../images/pipeline';
import { type HotelCategory as Category, HOTEL_ROWS as ROWS } from './hotel-rows';
import { slugify } from './slug';

const BASE_PRICE: Record<Category, number> = {
  STANDARD: 2500,
  DELUXE: 4000,
  SUPER_DELUXE: 5500,
  PREMIUM: 8000,
  LUXURY: 14000,
};

const ROOMS = [
  { name: 'Garden View Room', capacity: 2, factor: 1, custom: null },
  { name: 'Sea View Room', capacity: 2, factor: 1.35, custom: 'Sea View' },
  { name: 'Family Room', capacity: 3, factor: 1.6, custom: 'Family' },
  { name: 'Beach Front Suite', capacity: 4, factor: 2.3, custom: 'Suite' },
] as const;

const LOCATION_TEXT: Record<number, string> = {
  1: 'Port Blair',
  2: 'Havelock (Swaraj Dweep)',
  3: 'Neil Island (Shaheed Dweep)',
};

const roundTo50 = (n: number) => Math.round(n / 50) * 50;

const POLICIES = `<h3>Check-in and check-out</h3><ul><li>Check-in from 12:00 noon; check-out by 8:00 AM.</li><li>Early check-in is subject to availability.</li></ul><h3>Children and extra beds</h3><ul><li>Children under 1 year stay free (entry tickets and ferry excluded).</li><li>Children above five are charged the extra person rate.</li><li>At most 3 adults per room with one extra mattress.</li></ul><h3>Payment</h3><p>Booking requests are confirmed by our team by phone or e-mail.</p>`;
const RULES = `<ul><li>A government photo ID is required for every adult at check-in.</li><li>Foreign nationals must show a passport and visa.</li><li>Breakfast is not included on the day of arrival.</li><li>Outside food and loud music are not allowed after 10 PM.</li><li>Pets are not allowed.</li></ul>`;

/** Hotels with their room types; ids are stable. */
export const HOTEL_SEED = ROWS.map(([name, locationId, category, rating, area], index) => {
  const id = index + 1;
  const slug = slugify(name);
  const base = BASE_PRICE[category] + (index % 4) * 250;
  const roomCount = 2 + (id % 3);
  const roomTypes = ROOMS.slice(0, roomCount).map((room, position) => {
    const roomId = id * 10 + position + 1;
    const basePrice = roundTo50(base * room.factor);
    const discounted = (id + position) % 2 === 0;
    return {
      id: roomId,
      hotelId: id,
      position,
      name: room.name,
      images: [1, 2].map((n) => imagePath('rooms', `${slug}-${slugify(room.name)}-${n}`)),
      category,
      customCategory: room.custom,
      roomCapacity: room.capacity,
      basePrice,
      discountPrice: discounted ? roundTo50(basePrice * 0.85) : 0,
      extraPersonCharge: roundTo50(basePrice * 0.25),
      refundable: (id + position) % 3 !== 0,
      description: `<p>${room.name} at ${name}: air-conditioned, ${room.capacity} guests, private bathroom with hot water, TV and Wi-Fi.</p>`,
      rules: '<ul><li>Extra mattress on request.</li><li>No smoking inside the room.</li></ul>',
    };
  });
  const first = roomTypes[0];
  const pricePerNight = first ? (first.discountPrice > 0 ? first.discountPrice : first.basePrice) : base;
  const place = LOCATION_TEXT[locationId] ?? 'Andaman';
  return {
    hotel: {
      id,
      name,
      bannerImage: imagePath('hotels', `${slug}-banner`),
      rating,
      locationId,
      shortDescription: `<p>${name} is a ${category.replace('_', ' ').toLowerCase()} stay at ${area}, ${place}, a short drive from the jetty.</p>`,
      description: `${name} offers comfortable rooms, a multi-cuisine restaurant and help with ferry and activity bookings.`,
      longDescription: `<p>${name} sits at ${area} in ${place}. Rooms are air-conditioned with private bathrooms, and the front desk is open round the clock.</p><p>The team arranges airport and jetty transfers, island sightseeing, scuba diving and snorkelling trips.</p>`,
      category,
      pricePerNight,
      images: [1, 2, 3, 4].map((n) => imagePath('hotels', `${slug}-${n}`)),
      hotelImages: [1, 2, 3].map((n) => imagePath('hotels', `${slug}-view-${n}`)),
      points: ['Free Wi-Fi', 'Restaurant', '24-hour front desk', `${(index % 5) + 1} km from the jetty`],
      policies: POLICIES,
      rules: RULES,
    },
    roomTypes,
  };
});
