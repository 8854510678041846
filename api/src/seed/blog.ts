import { imagePath } from '../images/pipeline';
import { slugify } from './slug';

/** `&` not already starting an entity becomes `&amp;`, as WordPress's kses does to what an editor saves. */
export function escapeAmpersands(text: string): string {
  return text.replace(/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]{1,31};)/gi, '&amp;');
}

/**
 * Blog categories; ids are stable. Names are what an editor typed; WordPress stores and answers them
 * HTML-escaped (`Food &amp; Culture`), as `categoryName` does.
 */
export const CATEGORY_SEED = [
  { id: 2, name: 'Travel Guides', description: 'Plan a trip to the Andaman Islands.' },
  { id: 3, name: 'Beaches', description: 'Beaches of Port Blair, Havelock and Neil Island.' },
  { id: 4, name: 'Ferry Tips', description: 'Getting between the islands by ferry.' },
  { id: 5, name: 'Scuba and Water Sports', description: 'Diving, snorkelling and more.' },
  { id: 6, name: 'Food & Culture', description: 'What to eat and see.' },
  { id: 7, name: 'Itineraries', description: 'Day-by-day plans.' },
].map((category) => ({ ...category, name: escapeAmpersands(category.name), slug: slugify(category.name) }));

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

/**
 * Posts that exercise what real WordPress does (after the 24 plain ones, so they are the newest):
 * entities in the title, comments closed, no featured image, and a hostile post whose title, excerpt and
 * content carry script tags, `onerror` attributes and `javascript:` links (an editor with `unfiltered_html`
 * may save that; the site must never run it).
 */
type SpecialPost = {
  title: string;
  slug: string;
  categoryIds: number[];
  lead: string;
  excerpt?: string;
  content?: string;
  commentStatus?: 'open' | 'closed';
  withImage?: boolean;
  hostile?: boolean;
};
export const HOSTILE_POST_SLUG = 'hostile-markup-test';
const SPECIAL_POSTS: SpecialPost[] = [
  {
    title: "Havelock's Hidden Coves & Quiet Bays",
    slug: 'havelocks-hidden-coves-quiet-bays',
    categoryIds: [3, 2],
    lead: "Beyond Radhanagar, Havelock's east coast hides small coves & bays with hardly anyone on them.",
  },
  {
    title: "Monsoon Travel: What's Open, What's Closed",
    slug: 'monsoon-travel-whats-open-whats-closed',
    categoryIds: [2],
    lead: 'From June to September the sea is rough; here is what still runs. Comments on this post are closed.',
    commentStatus: 'closed',
  },
  {
    title: 'Port Blair Walking Tour',
    slug: 'port-blair-walking-tour',
    categoryIds: [6],
    lead: 'A morning walk from Aberdeen Bazaar to the Cellular Jail, with no photo to spoil the surprise.',
    withImage: false,
  },
  {
    title:
      'Hostile <script>window.__blogXss = "title"</script><img src="x" onerror="window.__blogXss = \'title-img\'"> Markup <a href="javascript:window.__blogXss = \'title-link\'">Test</a>',
    slug: HOSTILE_POST_SLUG,
    categoryIds: [2],
    lead: 'A post that tries to run script from its title, excerpt and content.',
    excerpt:
      '<p>A post that tries to run script<script>window.__blogXss = "excerpt"</script> <img src="x" onerror="window.__blogXss = \'excerpt-img\'"> <a href="javascript:window.__blogXss = \'excerpt-link\'">from its excerpt</a>.</p>\n',
    content:
      '<p>A post that tries to run script from its title, excerpt and content.</p>\n<script>window.__blogXss = "content"</script>\n<p><img src="x" onerror="window.__blogXss = \'content-img\'" alt="broken"></p>\n<p><a href="javascript:window.__blogXss = \'content-link\'">Click me</a> <a href=" JaVaScRiPt:window.__blogXss = \'content-link-2\'">or me</a></p>\n<iframe src="javascript:window.parent.__blogXss = \'iframe\'"></iframe>\n<p onmouseover="window.__blogXss = \'hover\'">Safe text stays.</p>\n',
    hostile: true,
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

const ALL_POSTS = [
  ...POSTS.map(
    ([title, categoryIds, lead]): SpecialPost => ({ title, slug: slugify(title), categoryIds, lead }),
  ),
  ...SPECIAL_POSTS,
];

/**
 * Blog posts, newest first by id; dates are fixed so paging is stable. `title`, `excerpt` and `content` are
 * HTML as WordPress stores them (ampersands escaped, except in the hostile post, saved unfiltered).
 */
export const POST_SEED = ALL_POSTS.map((entry, index) => {
  const { title: typed, categoryIds, lead, slug } = entry;
  const title = entry.hostile ? typed : escapeAmpersands(typed);
  const withImage = entry.withImage ?? true;
  const id = 101 + index;
  // One post every ten days from 5 January 2026, 04:30 UTC (10:00 in the islands). The site's WordPress
  // runs in UTC, as a fresh WordPress does, so `date` and `date_gmt` are the same.
  const day = new Date(Date.UTC(2026, 0, 5 + index * 10));
  const ymd = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  const text = escapeAmpersands(lead);
  return {
    id,
    slug,
    title,
    excerpt: entry.excerpt ?? `<p>${text}</p>\n`,
    content:
      entry.content ??
      `<p>${text}</p>\n<h2>What to know</h2>\n<p>The Andaman and Nicobar Islands lie in the Bay of Bengal, about two hours by air from Chennai or Kolkata. Port Blair is the gateway; Havelock (Swaraj Dweep) and Neil Island (Shaheed Dweep) are a short ferry ride away.</p>\n<h2>Our tips</h2>\n<ul><li>Book ferries and activities early in peak season (December to January).</li><li>Carry cash: card machines and ATMs are few outside Port Blair.</li><li>Respect the reefs: do not touch or stand on coral.</li></ul>\n<p>Need help planning? Our island experts are available Monday to Saturday, 09:00 to 20:00.</p>\n`,
    date: `${ymd}T04:30:00`,
    dateGmt: `${ymd}T04:30:00`,
    /** 0 when the post has no featured image (WordPress's `featured_media: 0`). */
    mediaId: withImage ? 1000 + id : 0,
    image: withImage ? imagePath('blog', slug) : '',
    imageAlt: withImage ? typed : '',
    categoryIds,
    seoDescription: lead,
    commentStatus: entry.commentStatus ?? 'open',
  };
});

const NAMES = ['Asha Menon', 'Rahul Verma', 'Priya Nair', 'David Brown', 'Sneha Iyer', 'Vikram Rao'];
const TEXTS = [
  'Very helpful, thank you! We used this for our trip last month.',
  'Great tips. The ferry section saved us a lot of time.',
  'Is this still valid during the monsoon?',
  'Beautiful photos, adding this to our list.',
];

/** Seeded comments: most approved, some held for moderation (never listed publicly), one hostile. */
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
}).concat(hostileComment());

/** An approved comment on the hostile post whose markup tries to run script (stored unfiltered). */
function hostileComment() {
  const post = POST_SEED.find((p) => p.slug === HOSTILE_POST_SLUG);
  if (!post) return [];
  const date = `${post.date.slice(0, 10)}T18:45:00`;
  return [
    {
      postId: post.id,
      parent: 0,
      authorName: 'Mallory',
      authorEmail: 'mallory@example.com',
      content:
        '<p>Nice post<script>window.__blogXss = "comment"</script> <img src="x" onerror="window.__blogXss = \'comment-img\'"> <a href="javascript:window.__blogXss = \'comment-link\'">see this</a></p>\n',
      date,
      dateGmt: date,
      status: 'approved',
    },
  ];
}

/**
 * The blog as seeded: without the test fixtures (the hostile post and its comments, which exist to prove the
 * site never runs stored markup) unless `testFixtures`, so travellers never see them.
 */
export const blogSeed = ({ testFixtures }: { testFixtures: boolean }) => {
  const posts = testFixtures ? POST_SEED : POST_SEED.filter((post) => post.slug !== HOSTILE_POST_SLUG);
  const ids = new Set(posts.map((post) => post.id));
  return {
    categories: CATEGORY_SEED,
    posts,
    comments: COMMENT_SEED.filter((comment) => ids.has(comment.postId)),
  };
};
