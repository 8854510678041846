import { imagePath } from '../images/pipeline';
import { slugify } from './slug';

type ActivityRow = [
  name: string,
  locationId: number,
  starterPrice: number,
  offerPrice: number | null,
  blurb: string,
];

const ROWS: ActivityRow[] = [
  [
    'Sea Walk',
    1,
    3800,
    3300,
    'Walk on the sea bed at North Bay wearing a helmet that keeps your head dry; no swimming needed.',
  ],
  [
    'Scuba Diving',
    1,
    4500,
    3900,
    'A guided shore dive off North Bay with a PADI instructor, for first-timers aged 10 and above.',
  ],
  [
    'Glass Bottom Boat Ride',
    1,
    1200,
    null,
    'See the coral gardens of North Bay through the glass floor of a boat; ideal for families.',
  ],
  [
    'Parasailing',
    1,
    3000,
    2600,
    "Rise above Corbyn's Cove on a parachute towed by a speed boat for a bird's-eye view of the coast.",
  ],
  [
    'Jet Ski Ride',
    1,
    1000,
    0,
    "A short, fast ride across the calm water of Corbyn's Cove with a trained rider beside you.",
  ],
  [
    'Scuba Diving',
    2,
    5500,
    4800,
    'Dive the reefs off Elephant Beach and Nemo Reef with a PADI-certified dive centre.',
  ],
  [
    'Snorkelling',
    2,
    1500,
    1200,
    'Float over shallow coral at Elephant Beach with mask, fins and a guide; life jackets provided.',
  ],
  [
    'Sea Kayaking',
    2,
    3000,
    null,
    'Paddle through the mangrove creeks of Havelock at high tide with a naturalist guide.',
  ],
  [
    'Night Kayaking',
    2,
    4000,
    3500,
    'Kayak after dark and watch the water glow with bioluminescent plankton around your paddle.',
  ],
  [
    'Game Fishing',
    2,
    12000,
    null,
    'Half a day of deep-sea fishing for trevally and barracuda on a fully equipped boat.',
  ],
  [
    'Sea Walk',
    2,
    3800,
    3300,
    'An underwater walk at Elephant Beach among reef fish, with oxygen supplied from the boat.',
  ],
  [
    'Scuba Diving',
    3,
    5000,
    4300,
    'Discover the reefs off Bharatpur Beach at Neil Island on a calm, shallow introductory dive.',
  ],
  [
    'Glass Bottom Boat Ride',
    3,
    1000,
    0,
    'A gentle boat ride over the coral of Bharatpur Beach; the reef is seen without getting wet.',
  ],
  [
    'Snorkelling',
    3,
    1200,
    null,
    'Snorkel near the Natural Bridge rock formation of Neil Island at low tide with a guide.',
  ],
];

const LOCATION_NAMES: Record<number, string> = { 1: 'port-blair', 2: 'havelock', 3: 'neil' };

/** At least twelve activities across the three locations, some with an offer price, some without. */
export const ACTIVITY_SEED = ROWS.map(([name, locationId, starterPrice, offerPrice, blurb], index) => {
  const id = index + 1;
  const slug = `${slugify(name)}-${LOCATION_NAMES[locationId] ?? 'andaman'}`;
  return {
    id,
    name,
    locationId,
    starterPrice,
    offerPrice,
    description: `<p>${blurb}</p><ul><li>Duration: about ${1 + (id % 3)} hours including briefing</li><li>Equipment and trained staff included</li><li>Hotel pick-up on request</li></ul><p>Timings depend on the tide and weather; the operator may change the slot for safety.</p>`,
    images: [1, 2, 3].map((n) => imagePath('activities', `${slug}-${n}`)),
  };
});
