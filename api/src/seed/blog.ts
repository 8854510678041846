import { imagePath, slugify } from './images';

/** Blog categories; ids are stable. */
export const CATEGORY_SEED = [
  { id: 2, name: 'Travel Guides', description: 'Plan a trip to the Andaman Islands.' },
  { id: 3, name: 'Beaches', description: 'Beaches of Port Blair, Havelock and Neil Island.' },
  { id: 4, name: 'Ferry Tips', description: 'Getting between the islands by ferry.' },
  { id: 5, name: 'Scuba and Water Sports', description: 'Diving, snorkelling and more.' },
  { id: 6, name: 'Food and Culture', description: 'What to eat and see.' },
  { id: 7, name: 'Itineraries', description: 'Day-by-day plans.' },
].map((category) => ({ ...category, slug: slugify(category.name) }));

const POSTS: [title: string, categories: number[], lead: string][] = [
  [
    'Best Time to Visit the Andaman Islands',
    [2],
    'October to May brings calm seas and clear water; the monsoon closes many water sports.',
  ],
  [
    'Radhanagar Beach: A Complete Guide',
    [3, 2],
    'Radhanagar on Havelock is famous for its white sand, turquoise water and sunsets.',
  ],
  [
    'How to Book Ferries Between Port Blair, Havelock and Neil',
    [4],
    'Private catamarans and government ferries link the three main islands every day.',
  ],
  [
    'Scuba Diving for Beginners in Havelock',
    [5],
    'No experience is needed for an introductory dive with a certified instructor.',
  ],
  [
    'Seafood You Must Try in Port Blair',
    [6],
    'Grilled lobster, crab curry and fresh reef fish are on every menu.',
  ],
  [
    'A Five-Day Andaman Itinerary',
    [7, 2],
    'Five days are enough for Port Blair, Havelock and Neil Island at a relaxed pace.',
  ],
  [
    'Elephant Beach Snorkelling Tips',
    [5, 3],
    'Go early, wear reef-safe sunscreen and never stand on the coral.',
  ],
  [
    'Private Ferry or Government Ferry?',
    [4],
    'Private ferries are faster and air-conditioned; government ferries are cheaper but sell out.',
  ],
  [
    'Neil Island in One Day',
    [7, 3],
    'Natural Bridge at low tide, lunch at Sitapur and sunset at Laxmanpur Beach.',
  ],
  [
    'Cellular Jail: History and the Light and Sound Show',
    [6, 2],
    'The colonial prison is now a national memorial with an evening show of its history.',
  ],
  [
    'Packing List for an Island Holiday',
    [2],
    'Light cotton clothes, sandals, a rain jacket and a waterproof phone pouch.',
  ],
  ['Sea Walking at North Bay', [5], 'A helmet dive that lets non-swimmers walk among the fish.'],
  [
    'Baratang Limestone Caves Day Trip',
    [7, 6],
    'An early start, a forest convoy and a boat ride through the mangroves.',
  ],
  [
    'Kalapathar Beach at Sunrise',
    [3],
    'The black rocks and quiet sand of Kalapathar are best at first light.',
  ],
  [
    'Ferry Luggage Rules and Check-in Times',
    [4],
    'Arrive an hour early; most operators allow 25 kg of checked luggage.',
  ],
  [
    'Bioluminescence Kayaking in Havelock',
    [5],
    'On moonless nights the water glows with every stroke of the paddle.',
  ],
  [
    'Ross Island: Ruins and Deer',
    [6, 2],
    'The former British headquarters is now overgrown with banyan roots.',
  ],
  ['Honeymoon in the Andamans', [7, 3], 'Beach villas, candle-lit dinners and private boat trips.'],
  [
    'Travelling to the Andamans with Children',
    [2],
    'Shallow beaches, glass bottom boats and short ferry rides suit families.',
  ],
  [
    'Jolly Buoy Island Permits and Plastic Rules',
    [2, 3],
    'The marine park allows no plastic; permits are issued the day before.',
  ],
  [
    'What Happens When a Ferry Is Cancelled',
    [4],
    'Weather cancellations are refunded or rebooked; keep your ticket and ID handy.',
  ],
  ['Game Fishing off Havelock', [5], 'Trevally, barracuda and sailfish bite best from November to April.'],
  [
    'Street Food at Aberdeen Bazaar',
    [6],
    'Evenings at the clock tower bring stalls of samosas, momos and fresh juice.',
  ],
  ['A Seven-Day Andaman Itinerary', [7], 'A week adds Baratang, Jolly Buoy and a slower pace on Havelock.'],
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Blog posts, newest first by id; dates are fixed so paging is stable. */
export const POST_SEED = POSTS.map(([title, categoryIds, lead], index) => {
  const id = 101 + index;
  const slug = slugify(title);
  // One post every ten days from 5 January 2026, 10:00 IST (04:30 GMT).
  const day = new Date(Date.UTC(2026, 0, 5 + index * 10));
  const ymd = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  return {
    id,
    slug,
    title,
    excerpt: `<p>${lead}</p>\n`,
    content: `<p>${lead}</p>\n<h2>What to know</h2>\n<p>The Andaman and Nicobar Islands lie in the Bay of Bengal, about two hours by air from Chennai or Kolkata. Port Blair is the gateway; Havelock (Swaraj Dweep) and Neil Island (Shaheed Dweep) are a short ferry ride away.</p>\n<h2>Our tips</h2>\n<ul><li>Book ferries and activities early in peak season (December to January).</li><li>Carry cash: card machines and ATMs are few outside Port Blair.</li><li>Respect the reefs: do not touch or stand on coral.</li></ul>\n<p>Need help planning? Our island experts are available Monday to Saturday, 09:00 to 20:00.</p>\n`,
    date: `${ymd}T10:00:00`,
    dateGmt: `${ymd}T04:30:00`,
    mediaId: 1000 + id,
    image: imagePath('blog', slug),
    imageAlt: title,
    categoryIds,
    seoDescription: lead,
  };
});

const NAMES = ['Asha Menon', 'Rahul Verma', 'Priya Nair', 'David Brown', 'Sneha Iyer', 'Vikram Rao'];
const TEXTS = [
  'Very helpful, thank you! We used this for our trip last month.',
  'Great tips. The ferry section saved us a lot of time.',
  'Is this still valid during the monsoon?',
  'Beautiful photos, adding this to our list.',
];

/** Seeded comments: most approved, some held for moderation (never listed publicly). */
export const COMMENT_SEED = POST_SEED.flatMap((post, index) => {
  const count = index % 4; // 0 to 3 comments per post
  return Array.from({ length: count }, (_, n) => {
    const name = NAMES[(index + n) % NAMES.length] ?? 'Guest';
    const date = `${post.date.slice(0, 10)}T1${n + 1}:15:00`;
    return {
      postId: post.id,
      parent: 0,
      authorName: name,
      authorEmail: `${slugify(name)}@example.com`,
      content: `<p>${TEXTS[(index + n) % TEXTS.length] ?? ''}</p>\n`,
      date,
      dateGmt: date,
      status: n === 2 ? 'hold' : 'approved',
    };
  });
});
