/**
 * Static traveller reviews shown in "Our Reviews" on Home and the ferry landing page
 * (rule site.reviews). Every review carries 5 stars.
 */
export interface Review {
  id: string;
  /** Reviewer's name as they gave it. */
  name: string;
  /** One-line headline. */
  title: string;
  text: string;
  /** Out of 5. */
  rating: number;
  /** Where the reviewer travelled from, shown under the name. */
  from?: string;
}

export const reviews: readonly Review[] = [
  {
    id: 'priya-havelock',
    name: 'Priya Sharma',
    title: 'Effortless ferry booking to Havelock',
    text: 'Booked our Port Blair to Havelock ferry in minutes and the tickets reached my inbox the same day. The team even called to confirm our seats. Stress-free from start to finish.',
    rating: 5,
    from: 'Bengaluru',
  },
  {
    id: 'rahul-honeymoon',
    name: 'Rahul & Ananya',
    title: 'A honeymoon we will never forget',
    text: 'Our holiday package covered everything: hotels, cabs, ferries and a surprise candle-light dinner at Radhanagar beach. The coordinator was just a WhatsApp message away.',
    rating: 5,
    from: 'Pune',
  },
  {
    id: 'meera-scuba',
    name: 'Meera Iyer',
    title: 'First scuba dive, perfectly organised',
    text: 'I was nervous about diving for the first time, but the instructors they arranged at Havelock were patient and professional. The corals were breathtaking.',
    rating: 5,
    from: 'Chennai',
  },
  {
    id: 'arjun-family',
    name: 'Arjun Mehta',
    title: 'Great for a family of five',
    text: 'Travelling with kids and grandparents is never easy, yet every transfer, ferry and hotel check-in went like clockwork. Neil Island was the highlight of our trip.',
    rating: 5,
    from: 'Delhi',
  },
  {
    id: 'sophie-solo',
    name: 'Sophie Laurent',
    title: 'Helpful with my passport details',
    text: 'As a foreign traveller I needed help with permits and ferry passenger details. Everything was explained clearly and the booking went through without a hitch.',
    rating: 5,
    from: 'Lyon, France',
  },
  {
    id: 'vikram-friends',
    name: 'Vikram Nair',
    title: 'Best prices and quick support',
    text: 'Compared several sites and found the best fares here for the Makruzz and Nautika crossings. When our plans changed, support rebooked us the same evening.',
    rating: 5,
    from: 'Kochi',
  },
];
