import { stableHash } from '../features/ferry-operators/timetable';
import { escapeHtml } from '../features/payments/pay-page';
import { HOTEL_ROWS, type HotelCategory } from '../seed/hotel-rows';
import { slugify } from '../seed/slug';
import { captionSvg, layoutCaption, PICTURE } from './caption';

/** Kinds of generated image and the scene each draws. */
export const IMAGE_KINDS = [
  'activities',
  'hotels',
  'rooms',
  'packages',
  'blog',
  'locations',
  'avatars',
  'logos',
] as const;
/** An image kind. */
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** A small seeded generator (mulberry32): the same name always draws the same picture. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One item of a non-empty list. */
    pick: <const L extends readonly [unknown, ...unknown[]]>(list: L): L[number] =>
      list[Math.floor(next() * list.length)] ?? list[0],
  };
};
type Rng = ReturnType<typeof generator>;

const n1 = (value: number) => value.toFixed(1);

// Palettes: every colour a literal, so no drawing can ask for a colour that is not there.
const SKIES = [
  ['#7fd3f7', '#e9f8ff'],
  ['#8ec5ff', '#dff1ff'],
  ['#f9b384', '#ffe9d2'],
  ['#fb923c', '#fde68a'],
  ['#b7a4f3', '#f1ebff'],
  ['#60a5fa', '#fef3c7'],
] as const;
const NIGHT_SKY = ['#0b1026', '#1e3a8a'] as const;
const SEAS = ['#0e7490', '#0891b2', '#0369a1', '#0f766e', '#155e75', '#1d4ed8'] as const;
const SANDS = ['#f2d7a0', '#ead3a8', '#f5e1b5', '#e7c991'] as const;
const WALLS = [
  '#fef3c7',
  '#ffffff',
  '#fde2e4',
  '#e0f2fe',
  '#dcfce7',
  '#f5f5f4',
  '#ffedd5',
  '#ede9fe',
] as const;
const ROOFS = ['#b45309', '#9a3412', '#7c2d12', '#334155', '#166534', '#a16207'] as const;
const GLASS = ['#bae6fd', '#7dd3fc', '#a5f3fc', '#c7d2fe'] as const;
const LEAVES = ['#2f7d32', '#15803d', '#166534', '#4d7c0f'] as const;
const ACCENTS = [
  '#f43f5e',
  '#f59e0b',
  '#10b981',
  '#6366f1',
  '#ec4899',
  '#14b8a6',
  '#ef4444',
  '#8b5cf6',
] as const;
const CORALS = ['#fb7185', '#f97316', '#facc15', '#c084fc', '#f472b6', '#fb923c'] as const;
const FISH = ['#facc15', '#f97316', '#38bdf8', '#f43f5e', '#a3e635', '#ffffff'] as const;
const INTERIORS = ['#fef9c3', '#e0f2fe', '#fce7f3', '#ecfccb', '#f5f5f4', '#ede9fe', '#ffedd5'] as const;
const FLOORS = ['#d6a86b', '#a16207', '#e7e5e4', '#78716c', '#c2a27c'] as const;
const LINENS = ['#ffffff', '#f1f5f9', '#fef3c7', '#e0e7ff'] as const;
const THROWS = ['#0ea5e9', '#f43f5e', '#22c55e', '#a855f7', '#f59e0b', '#14b8a6'] as const;

const { width: W, height: H } = PICTURE;

const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const sky = (rng: Rng, night = false) => {
  const [top, bottom] = night ? NIGHT_SKY : rng.pick(SKIES);
  const sunX = rng.int(120, 1080);
  const sunY = rng.int(80, 200);
  const clouds = Array.from({ length: rng.int(0, 3) }, () => {
    const x = rng.int(60, 1100);
    const y = rng.int(50, 190);
    const s = 0.6 + rng.next() * 0.8;
    return `<g fill="#ffffff" fill-opacity="${night ? 0.15 : 0.85}" transform="translate(${x} ${y}) scale(${n1(s)})"><ellipse rx="60" ry="20"/><ellipse cx="40" cy="-12" rx="40" ry="22"/><ellipse cx="-35" cy="-8" rx="30" ry="16"/></g>`;
  }).join('');
  const stars = night
    ? Array.from(
        { length: 40 },
        () =>
          `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, 300)}" r="${n1(0.8 + rng.next() * 1.6)}" fill="#ffffff"/>`,
      ).join('')
    : '';
  const sun = night
    ? `<circle cx="${sunX}" cy="${sunY}" r="34" fill="#f8fafc"/><circle cx="${sunX + 14}" cy="${sunY - 8}" r="30" fill="${top}"/>`
    : `<circle cx="${sunX}" cy="${sunY}" r="${rng.int(40, 70)}" fill="#fde68a"/>`;
  return `<defs>${gradient('sky', top, bottom)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}${sun}${clouds}`;
};

const islands = (rng: Rng, horizon: number) =>
  Array.from({ length: rng.int(0, 2) }, () => {
    const x = rng.int(0, 1000);
    const w = rng.int(160, 380);
    const h = rng.int(30, 80);
    return `<path d="M${x} ${horizon} Q${x + w / 2} ${horizon - h} ${x + w} ${horizon}Z" fill="${rng.pick(LEAVES)}" fill-opacity="0.7"/>`;
  }).join('');

const sea = (rng: Rng, horizon: number, colour: string) =>
  `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${colour}"/>${Array.from(
    { length: 3 },
    (_, i) => {
      const y = horizon + 20 + i * 28 + rng.int(0, 10);
      return `<path d="M0 ${y} Q150 ${y - 12} 300 ${y} T600 ${y} T900 ${y} T1200 ${y}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
    },
  ).join('')}`;

const beach = (rng: Rng, top: number) =>
  `<path d="M0 ${top + rng.int(0, 30)} C300 ${top - 30} 700 ${top + 20} 1200 ${top - rng.int(0, 30)} L1200 630 L0 630Z" fill="${rng.pick(SANDS)}"/>`;

const palm = (x: number, y: number, s: number, leaves: string, flip = false) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M0 0 C4 -40 10 -80 6 -120" stroke="#6b4f2a" stroke-width="7" fill="none"/><g fill="${leaves}"><path d="M6 -120 C-30 -130 -60 -110 -70 -90 C-40 -110 -15 -112 6 -120Z"/><path d="M6 -120 C40 -135 70 -115 80 -95 C50 -112 28 -115 6 -120Z"/><path d="M6 -120 C-10 -150 -40 -160 -55 -150 C-30 -148 -10 -140 6 -120Z"/><path d="M6 -120 C25 -155 55 -160 65 -148 C42 -146 22 -140 6 -120Z"/></g></g>`;

const palms = (rng: Rng, ground: number) =>
  Array.from({ length: rng.int(1, 4) }, () => {
    const left = rng.next() < 0.5;
    const x = left ? rng.int(20, 240) : rng.int(960, 1180);
    return palm(x, ground + rng.int(-10, 30), 0.8 + rng.next() * 0.7, rng.pick(LEAVES), !left);
  }).join('');

const windows = (x: number, y: number, cols: number, rows: number, w: number, h: number, glass: string) => {
  const out: string[] = [];
  const gapX = w / cols;
  const gapY = h / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out.push(
        `<rect x="${n1(x + c * gapX + gapX * 0.2)}" y="${n1(y + r * gapY + gapY * 0.2)}" width="${n1(gapX * 0.6)}" height="${n1(gapY * 0.55)}" fill="${glass}"/>`,
      );
  return out.join('');
};

/** Building styles by hotel category: beach huts for the plainest, towers and grand colonial halls for the grandest. */
const STYLES = {
  STANDARD: ['huts', 'cottages'],
  DELUXE: ['cottages', 'block'],
  SUPER_DELUXE: ['block', 'colonial'],
  PREMIUM: ['colonial', 'tower'],
  LUXURY: ['tower', 'colonial'],
} as const satisfies Record<HotelCategory, readonly [string, ...string[]]>;

const CATEGORY_OF = new Map(HOTEL_ROWS.map(([name, , category]) => [slugify(name), category]));

/** The building style of a hotel: one of its category's (any style for a hotel not in the seed). */
export const hotelStyle = (hotelSlug: string) => {
  const category = CATEGORY_OF.get(hotelSlug);
  return generator(stableHash(`style:${hotelSlug}`)).pick(
    category ? STYLES[category] : (['tower', 'block', 'cottages', 'huts', 'colonial'] as const),
  );
};

/** A hotel building in the hotel's style, coloured by the hotel. */
const building = (rng: Rng, ground: number, style: ReturnType<typeof hotelStyle>) => {
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const glass = rng.pick(GLASS);
  const x = rng.int(300, 520);
  switch (style) {
    case 'tower': {
      const floors = rng.int(4, 7);
      const w = rng.int(220, 320);
      const h = floors * 44;
      return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${wall}" stroke="#94a3b8" stroke-width="2"/>${windows(x, ground - h, rng.int(4, 6), floors, w, h, glass)}<rect x="${x - 10}" y="${ground - h - 14}" width="${w + 20}" height="14" fill="${roof}"/>`;
    }
    case 'block': {
      const floors = rng.int(2, 3);
      const w = rng.int(380, 520);
      const h = floors * 56;
      return `<rect x="${x - 80}" y="${ground - h}" width="${w}" height="${h}" fill="${wall}" stroke="#94a3b8" stroke-width="2"/>${windows(x - 80, ground - h, rng.int(6, 9), floors, w, h, glass)}<path d="M${x - 100} ${ground - h} L${x - 80 + w / 2} ${ground - h - 60} L${x - 60 + w} ${ground - h}Z" fill="${roof}"/>`;
    }
    case 'cottages': {
      const count = rng.int(3, 5);
      return Array.from({ length: count }, (_, i) => {
        const cx = x - 120 + i * 130;
        const h = rng.int(70, 100);
        return `<rect x="${cx}" y="${ground - h}" width="100" height="${h}" fill="${wall}" stroke="#94a3b8" stroke-width="2"/><rect x="${cx + 35}" y="${ground - 50}" width="30" height="50" fill="#92400e"/><path d="M${cx - 12} ${ground - h} L${cx + 50} ${ground - h - 50} L${cx + 112} ${ground - h}Z" fill="${roof}"/>`;
      }).join('');
    }
    case 'huts': {
      const count = rng.int(2, 4);
      return Array.from({ length: count }, (_, i) => {
        const cx = x - 100 + i * 170;
        return `<rect x="${cx}" y="${ground - 80}" width="120" height="80" fill="#d6a86b"/><path d="M${cx - 25} ${ground - 75} L${cx + 60} ${ground - 150} L${cx + 145} ${ground - 75}Z" fill="#a16207"/><path d="M${cx - 25} ${ground - 75} L${cx + 60} ${ground - 150} L${cx + 145} ${ground - 75}" stroke="#78350f" stroke-width="4" fill="none"/><rect x="${cx + 45}" y="${ground - 50}" width="30" height="50" fill="#78350f"/>`;
      }).join('');
    }
    case 'colonial': {
      const w = rng.int(420, 520);
      const h = rng.int(140, 170);
      const columns = Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${x - 60 + 20 + i * ((w - 40) / 5) - 6}" y="${ground - h + 40}" width="12" height="${h - 40}" fill="#ffffff"/>`,
      ).join('');
      return `<rect x="${x - 60}" y="${ground - h}" width="${w}" height="${h}" fill="${wall}" stroke="#94a3b8" stroke-width="2"/>${windows(x - 60, ground - h + 10, 7, 2, w, h - 20, glass)}${columns}<path d="M${x - 80} ${ground - h} L${x - 60 + w / 2} ${ground - h - 50} L${x - 40 + w} ${ground - h}Z" fill="${roof}"/>`;
    }
  }
};

const pool = (rng: Rng) => {
  const water = rng.pick(['#22d3ee', '#67e8f9', '#06b6d4', '#5eead4'] as const);
  const umbrellas = Array.from({ length: rng.int(2, 4) }, (_, i) => {
    const x = 240 + i * 220 + rng.int(0, 40);
    const colour = rng.pick(ACCENTS);
    return `<path d="M${x - 60} 330 Q${x} 270 ${x + 60} 330Z" fill="${colour}"/><rect x="${x - 2}" y="330" width="4" height="70" fill="#475569"/><rect x="${x - 50}" y="395" width="100" height="12" rx="4" fill="#ffffff"/>`;
  }).join('');
  return `<rect y="380" width="${W}" height="250" fill="#e7e5e4"/><rect x="${rng.int(150, 300)}" y="430" width="${rng.int(600, 800)}" height="150" rx="30" fill="${water}"/><path d="M200 500 Q300 490 400 500 T600 500 T800 500" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" fill="none"/>${umbrellas}`;
};

const terrace = (rng: Rng) => {
  const deck = rng.pick(FLOORS);
  const tables = Array.from({ length: rng.int(3, 5) }, (_, i) => {
    const x = 200 + i * 190 + rng.int(-20, 20);
    const colour = rng.pick(ACCENTS);
    return `<path d="M${x - 70} 380 Q${x} 320 ${x + 70} 380Z" fill="${colour}"/><rect x="${x - 2}" y="380" width="4" height="90" fill="#475569"/><ellipse cx="${x}" cy="470" rx="50" ry="12" fill="#ffffff"/><rect x="${x - 40}" y="470" width="8" height="40" fill="#78716c"/><rect x="${x + 32}" y="470" width="8" height="40" fill="#78716c"/>`;
  }).join('');
  return `<rect y="440" width="${W}" height="190" fill="${deck}"/><g stroke="#78350f" stroke-opacity="0.3">${Array.from({ length: 8 }, (_, i) => `<line x1="0" y1="${450 + i * 24}" x2="${W}" y2="${450 + i * 24}"/>`).join('')}</g>${tables}`;
};

/** A room seen from its door: walls, floor, a window onto the sea or a garden, beds by capacity. */
const interior = (rng: Rng, view: 'sea' | 'garden', beds: number, sofa: boolean) => {
  const wall = rng.pick(INTERIORS);
  const floor = rng.pick(FLOORS);
  const linen = rng.pick(LINENS);
  const accent = rng.pick(THROWS);
  const winX = rng.int(140, 760);
  const winW = rng.int(260, 340);
  const outside =
    view === 'sea'
      ? `<rect x="${winX}" y="110" width="${winW}" height="120" fill="#7dd3fc"/><rect x="${winX}" y="170" width="${winW}" height="60" fill="${rng.pick(SEAS)}"/>`
      : `<rect x="${winX}" y="110" width="${winW}" height="120" fill="#bbf7d0"/>${Array.from({ length: 4 }, (_, i) => `<circle cx="${winX + 30 + i * (winW / 4)}" cy="${rng.int(180, 215)}" r="${rng.int(26, 40)}" fill="${rng.pick(LEAVES)}"/>`).join('')}`;
  const bedsSvg = Array.from({ length: beds }, (_, i) => {
    const bx = (beds === 1 ? 420 : 220 + i * 380) + rng.int(-30, 30);
    return `<rect x="${bx}" y="330" width="320" height="40" rx="8" fill="#92400e"/><rect x="${bx}" y="360" width="320" height="110" rx="10" fill="${linen}"/><rect x="${bx}" y="410" width="320" height="60" rx="6" fill="${accent}"/><rect x="${bx + 30}" y="340" width="100" height="36" rx="14" fill="#ffffff"/><rect x="${bx + 190}" y="340" width="100" height="36" rx="14" fill="#ffffff"/>`;
  }).join('');
  const couch = sofa
    ? `<rect x="${rng.int(40, 80)}" y="430" width="200" height="80" rx="18" fill="${rng.pick(THROWS)}"/><rect x="${rng.int(40, 80)}" y="400" width="200" height="40" rx="14" fill="${rng.pick(THROWS)}"/>`
    : '';
  const frame = `<rect x="${rng.int(60, 1000)}" y="${rng.int(60, 120)}" width="90" height="64" fill="#ffffff" stroke="#78350f" stroke-width="6"/>`;
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="470" width="${W}" height="160" fill="${floor}"/>${outside}<rect x="${winX}" y="110" width="${winW}" height="120" fill="none" stroke="#ffffff" stroke-width="10"/><line x1="${winX + winW / 2}" y1="110" x2="${winX + winW / 2}" y2="230" stroke="#ffffff" stroke-width="6"/>${frame}<ellipse cx="600" cy="560" rx="${rng.int(260, 380)}" ry="40" fill="${rng.pick(THROWS)}" fill-opacity="0.45"/>${bedsSvg}${couch}<rect x="${rng.int(980, 1080)}" y="300" width="14" height="170" fill="#475569"/><path d="M${rng.int(950, 1040)} 300 L1060 300 L1040 250 L990 250Z" fill="#fde68a"/>`;
};

/** Under the surface: light, corals, fish, and the activity's own figure. */
const underwater = (rng: Rng, figure: string) => {
  const deep = rng.pick(['#0c4a6e', '#075985', '#134e4a', '#1e3a8a'] as const);
  const rays = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${100 + i * 230 + rng.int(0, 60)} 0 L${160 + i * 230} 0 L${60 + i * 250} 630 L${i * 250} 630Z" fill="#ffffff" fill-opacity="0.06"/>`,
  ).join('');
  const corals = Array.from({ length: rng.int(5, 9) }, () => {
    const x = rng.int(0, 1180);
    const h = rng.int(50, 140);
    const colour = rng.pick(CORALS);
    return rng.next() < 0.5
      ? `<path d="M${x} 630 C${x - 30} ${630 - h} ${x + 10} ${630 - h * 1.2} ${x + 20} ${630 - h} C${x + 30} ${630 - h * 0.6} ${x + 50} ${630 - h} ${x + 40} 630Z" fill="${colour}"/>`
      : `<ellipse cx="${x}" cy="620" rx="${h * 0.6}" ry="${h * 0.45}" fill="${colour}"/>`;
  }).join('');
  const fish = Array.from({ length: rng.int(4, 10) }, () => {
    const x = rng.int(80, 1120);
    const y = rng.int(120, 470);
    const s = 0.6 + rng.next();
    const colour = rng.pick(FISH);
    const flip = rng.next() < 0.5 ? -1 : 1;
    return `<g transform="translate(${x} ${y}) scale(${n1(flip * s)} ${n1(s)})"><ellipse rx="24" ry="12" fill="${colour}"/><path d="M20 0 L40 -12 L40 12Z" fill="${colour}"/><circle cx="-12" cy="-3" r="3" fill="#0f172a"/></g>`;
  }).join('');
  return `<defs>${gradient('deep', '#38bdf8', deep)}</defs><rect width="${W}" height="${H}" fill="url(#deep)"/>${rays}<rect y="560" width="${W}" height="70" fill="${rng.pick(SANDS)}"/>${corals}${fish}${figure}`;
};

const diver = (x: number, y: number, tank: string) =>
  `<g transform="translate(${x} ${y}) rotate(-12)"><rect x="-70" y="-16" width="120" height="32" rx="16" fill="#0f172a"/><rect x="-50" y="-34" width="70" height="18" rx="9" fill="${tank}"/><circle cx="70" cy="-2" r="20" fill="#0f172a"/><rect x="58" y="-12" width="24" height="14" rx="4" fill="#7dd3fc"/><path d="M-70 -10 L-130 -30 L-125 -5Z M-70 10 L-130 25 L-120 5Z" fill="#facc15"/></g>`;

const helmetWalker = (x: number) =>
  `<g transform="translate(${x} 0)"><circle cx="0" cy="380" r="40" fill="#cbd5e1" stroke="#475569" stroke-width="6"/><circle cx="0" cy="380" r="22" fill="#7dd3fc"/><rect x="-30" y="420" width="60" height="90" rx="12" fill="#0f172a"/><rect x="-26" y="505" width="18" height="60" fill="#0f172a"/><rect x="8" y="505" width="18" height="60" fill="#0f172a"/><path d="M0 340 C10 250 40 150 30 0" stroke="#f8fafc" stroke-width="4" fill="none" stroke-dasharray="8 8"/></g>`;

/** Above the surface: sky, sea, and the activity's figure on it. */
const seascape = (rng: Rng, figure: (sea: string) => string, night = false) => {
  const water = night ? '#0c1a3d' : rng.pick(SEAS);
  const horizon = rng.int(250, 400);
  return `${sky(rng, night)}${islands(rng, horizon)}${sea(rng, horizon, water)}${figure(water)}`;
};

const boat = (x: number, y: number, hull: string, glass = false) =>
  `<g transform="translate(${x} ${y})"><path d="M-150 0 L150 0 L120 50 L-120 50Z" fill="${hull}"/><rect x="-90" y="-50" width="150" height="50" rx="6" fill="#ffffff"/><rect x="-80" y="-42" width="40" height="24" fill="#7dd3fc"/><rect x="-30" y="-42" width="40" height="24" fill="#7dd3fc"/>${glass ? '<rect x="-100" y="50" width="200" height="36" fill="#7dd3fc" fill-opacity="0.6"/>' : ''}</g>`;

const ACTIVITY_SCENES: readonly { match: RegExp; draw: (rng: Rng) => string }[] = [
  { match: /sea-walk/, draw: (rng) => underwater(rng, helmetWalker(rng.int(420, 780))) },
  {
    match: /scuba/,
    draw: (rng) => underwater(rng, diver(rng.int(400, 800), rng.int(220, 360), rng.pick(ACCENTS))),
  },
  {
    match: /glass-bottom|semi-submarine/,
    draw: (rng) =>
      `${underwater(rng, '')}<rect width="${W}" height="150" fill="${rng.pick(SEAS)}"/>${boat(rng.int(420, 780), 110, rng.pick(ACCENTS), true)}`,
  },
  {
    match: /parasail/,
    draw: (rng) =>
      seascape(rng, () => {
        const px = rng.int(340, 860);
        const colour = rng.pick(ACCENTS);
        return `<path d="M${px - 110} 190 Q${px} 60 ${px + 110} 190 Q${px} 150 ${px - 110} 190Z" fill="${colour}"/><path d="M${px - 100} 185 L${px} 280 L${px + 100} 185" stroke="#334155" stroke-width="2" fill="none"/><circle cx="${px}" cy="290" r="12" fill="#0f172a"/><path d="M${px} 300 L${px + 260} 470" stroke="#334155" stroke-width="2"/>${boat(px + 300, 470, '#f8fafc')}`;
      }),
  },
  {
    match: /jet-ski/,
    draw: (rng) =>
      seascape(rng, () => {
        const x = rng.int(380, 820);
        return `<path d="M${x - 300} 480 Q${x - 150} 440 ${x - 60} 470" stroke="#ffffff" stroke-width="10" fill="none" stroke-opacity="0.7"/><path d="M${x - 80} 470 L${x + 90} 470 L${x + 60} 500 L${x - 70} 500Z" fill="${rng.pick(ACCENTS)}"/><circle cx="${x}" cy="410" r="16" fill="#0f172a"/><rect x="${x - 14}" y="425" width="28" height="45" rx="8" fill="#f97316"/>`;
      }),
  },
  {
    match: /kayak/,
    draw: (rng) =>
      seascape(rng, () => {
        const x = rng.int(380, 820);
        return `<ellipse cx="${x}" cy="480" rx="140" ry="18" fill="${rng.pick(ACCENTS)}"/><circle cx="${x}" cy="435" r="16" fill="#0f172a"/><rect x="${x - 12}" y="450" width="24" height="30" rx="6" fill="#facc15"/><line x1="${x - 110}" y1="420" x2="${x + 110}" y2="500" stroke="#334155" stroke-width="6"/>`;
      }),
  },
  {
    match: /fishing/,
    draw: (rng) =>
      seascape(rng, () => {
        const x = rng.int(380, 760);
        return `${boat(x, 440, rng.pick(ACCENTS))}<path d="M${x + 40} 390 Q${x + 200} 250 ${x + 330} 300" stroke="#334155" stroke-width="4" fill="none"/><path d="M${x + 330} 300 L${x + 330} 470" stroke="#94a3b8" stroke-width="2"/>`;
      }),
  },
  {
    match: /snorkel/,
    draw: (rng) =>
      `${underwater(rng, '')}<rect width="${W}" height="120" fill="#7dd3fc"/><g transform="translate(${rng.int(420, 780)} 140)"><rect x="-90" y="-14" width="160" height="28" rx="14" fill="#0f172a"/><circle cx="80" cy="0" r="18" fill="#fcd34d"/><rect x="70" y="-10" width="22" height="12" rx="4" fill="#7dd3fc"/><rect x="88" y="-60" width="6" height="50" fill="${rng.pick(ACCENTS)}"/><path d="M-90 -6 L-140 -20 L-136 6Z" fill="#facc15"/></g>`,
  },
];

const activityScene = (rng: Rng, name: string) => {
  if (/night-kayak/.test(name)) {
    return seascape(
      rng,
      () => {
        const x = rng.int(380, 820);
        const glow = Array.from(
          { length: 30 },
          () =>
            `<circle cx="${x + rng.int(-260, 260)}" cy="${rng.int(440, 600)}" r="${rng.int(2, 5)}" fill="#67e8f9"/>`,
        ).join('');
        return `${glow}<ellipse cx="${x}" cy="480" rx="140" ry="18" fill="${rng.pick(ACCENTS)}"/><circle cx="${x}" cy="435" r="16" fill="#0f172a"/><line x1="${x - 110}" y1="420" x2="${x + 110}" y2="500" stroke="#94a3b8" stroke-width="6"/>`;
      },
      true,
    );
  }
  const scene = ACTIVITY_SCENES.find((s) => s.match.test(name));
  if (scene) return scene.draw(rng);
  // Anything else: a boat trip along a green shore.
  return seascape(rng, () => `${boat(rng.int(400, 800), 450, rng.pick(ACCENTS))}${palms(rng, 400)}`);
};

/** A package: a chart of the islands with the route between its stops. */
const packageScene = (rng: Rng, stops: number) => {
  const water = rng.pick(SEAS);
  const points = Array.from({ length: stops + 1 }, (_, i) => ({
    x: 220 + (i * 760) / Math.max(1, stops) + rng.int(-40, 40),
    y: rng.int(150, 360),
  }));
  const land = points
    .map((p) => {
      const r = rng.int(55, 95);
      return `<path d="M${p.x - r} ${p.y} C${p.x - r} ${p.y - r} ${p.x + r} ${p.y - r * 1.2} ${p.x + r} ${p.y} C${p.x + r} ${p.y + r * 0.9} ${p.x - r * 0.8} ${p.y + r} ${p.x - r} ${p.y}Z" fill="${rng.pick(SANDS)}"/><circle cx="${p.x + rng.int(-20, 20)}" cy="${p.y + rng.int(-15, 15)}" r="${rng.int(22, 40)}" fill="${rng.pick(LEAVES)}"/>`;
    })
    .join('');
  const route = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const pins = points
    .map(
      (p, i) =>
        `<circle cx="${p.x}" cy="${p.y}" r="14" fill="${i === 0 ? '#f43f5e' : '#ffffff'}" stroke="#0f172a" stroke-width="4"/>`,
    )
    .join('');
  const compass = `<g transform="translate(1080 100)"><circle r="40" fill="#ffffff" fill-opacity="0.85"/><path d="M0 -32 L10 0 L0 32 L-10 0Z" fill="#0f172a"/><path d="M0 -32 L10 0 L-10 0Z" fill="#f43f5e"/></g>`;
  return `<rect width="${W}" height="${H}" fill="${water}"/>${Array.from({ length: 6 }, (_, i) => `<path d="M0 ${60 + i * 100} Q300 ${40 + i * 100} 600 ${60 + i * 100} T1200 ${60 + i * 100}" stroke="#ffffff" stroke-opacity="0.15" stroke-width="3" fill="none"/>`).join('')}${land}<path d="${route}" stroke="#ffffff" stroke-width="5" stroke-dasharray="14 12" fill="none"/>${pins}${compass}`;
};

/** A landscape: beach, jetty, lighthouse or mangrove. */
const landscape = (rng: Rng) => {
  const kind = rng.pick(['beach', 'jetty', 'lighthouse', 'mangrove'] as const);
  const horizon = rng.int(330, 400);
  const base = `${sky(rng)}${islands(rng, horizon)}${sea(rng, horizon, rng.pick(SEAS))}`;
  switch (kind) {
    case 'beach':
      return `${base}${beach(rng, 520)}${palms(rng, 560)}`;
    case 'jetty':
      return `${base}<rect x="${rng.int(200, 500)}" y="${horizon + 60}" width="${rng.int(400, 600)}" height="20" fill="#78350f"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${260 + i * 70}" y="${horizon + 80}" width="10" height="80" fill="#57534e"/>`).join('')}${boat(rng.int(700, 950), horizon + 130, rng.pick(ACCENTS))}`;
    case 'lighthouse': {
      const x = rng.int(760, 980);
      return `${base}<path d="M${x - 150} ${horizon + 40} Q${x} ${horizon - 60} ${x + 200} ${horizon + 40}Z" fill="#57534e"/><path d="M${x - 30} ${horizon - 10} L${x + 30} ${horizon - 10} L${x + 20} ${horizon - 200} L${x - 20} ${horizon - 200}Z" fill="#ffffff"/><rect x="${x - 22}" y="${horizon - 150}" width="44" height="30" fill="#ef4444"/><rect x="${x - 22}" y="${horizon - 90}" width="44" height="30" fill="#ef4444"/><rect x="${x - 26}" y="${horizon - 230}" width="52" height="30" fill="#fde68a"/>`;
    }
    case 'mangrove':
      return `${base}${Array.from({ length: rng.int(5, 8) }, () => {
        const x = rng.int(40, 1160);
        const y = horizon + rng.int(20, 80);
        return `<path d="M${x} ${y} L${x - 30} ${y + 60} M${x} ${y} L${x + 30} ${y + 60} M${x} ${y} L${x} ${y + 60}" stroke="#57534e" stroke-width="5"/><ellipse cx="${x}" cy="${y - 40}" rx="${rng.int(50, 80)}" ry="${rng.int(40, 60)}" fill="${rng.pick(LEAVES)}"/>`;
      }).join('')}`;
  }
};

const HOTEL_SCENES = ['front', 'pool', 'terrace', 'beach'] as const;
const VIEW_SCENES = ['sea view', 'sunset', 'garden'] as const;
const ROOM_SLUGS = {
  'garden-view-room': { title: 'Garden View Room', view: 'garden', beds: 1, sofa: false },
  'sea-view-room': { title: 'Sea View Room', view: 'sea', beds: 1, sofa: false },
  'family-room': { title: 'Family Room', view: 'garden', beds: 2, sofa: false },
  'beach-front-suite': { title: 'Beach Front Suite', view: 'sea', beds: 1, sofa: true },
} as const;

const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** What a picture shows and what its caption says, from its kind and name. */
export type PictureContent = { body: string; title: string; subtitle?: string };

const hotelPicture = (rng: Rng, name: string): PictureContent => {
  const match = /^(.*?)-(banner|view-(\d+)|(\d+))$/.exec(name);
  const hotel = titleCase(match?.[1] ?? name);
  const viewIndex = match?.[3] === undefined ? undefined : Number(match[3]);
  const photoIndex = match?.[4] === undefined ? 0 : Number(match[4]);
  // The hotel's own colours and building come from its name; the scene from the picture's number.
  const house = generator(stableHash(`hotel:${match?.[1] ?? name}`));
  const style = hotelStyle(match?.[1] ?? name);
  const horizon = house.int(320, 380);
  const front = () =>
    `${sky(rng)}${islands(rng, horizon)}${sea(rng, horizon, house.pick(SEAS))}${beach(rng, 470)}${building(house, 500, style)}${palms(rng, 540)}`;
  if (viewIndex !== undefined) {
    const scene = VIEW_SCENES[(viewIndex - 1) % VIEW_SCENES.length] ?? 'sea view';
    const body =
      scene === 'garden'
        ? `${sky(rng)}<rect y="300" width="${W}" height="330" fill="#86efac"/>${Array.from({ length: 7 }, () => `<circle cx="${rng.int(0, 1200)}" cy="${rng.int(300, 420)}" r="${rng.int(40, 90)}" fill="${rng.pick(LEAVES)}"/>`).join('')}<path d="M500 630 Q600 420 700 630Z" fill="#e7e5e4"/>${palms(rng, 600)}`
        : `${sky(rng)}${islands(rng, horizon)}${sea(rng, horizon, house.pick(SEAS))}${scene === 'sunset' ? '<rect width="1200" height="630" fill="#f97316" fill-opacity="0.18"/>' : ''}<rect y="520" width="${W}" height="110" fill="${house.pick(FLOORS)}"/>${Array.from({ length: 13 }, (_, i) => `<rect x="${i * 100}" y="450" width="10" height="70" fill="#ffffff"/>`).join('')}<rect y="445" width="${W}" height="10" fill="#ffffff"/>`;
    return { body, title: hotel, subtitle: titleCase(scene.replace(' ', '-')) };
  }
  const scene =
    photoIndex === 0 ? 'front' : (HOTEL_SCENES[(photoIndex - 1) % HOTEL_SCENES.length] ?? 'front');
  switch (scene) {
    case 'pool':
      return {
        body: `${sky(rng)}${building(house, 380, style)}${pool(rng)}${palms(rng, 420)}`,
        title: hotel,
        subtitle: 'Pool',
      };
    case 'terrace':
      return {
        body: `${sky(rng)}${islands(rng, horizon)}${sea(rng, horizon, house.pick(SEAS))}${terrace(rng)}`,
        title: hotel,
        subtitle: 'Restaurant terrace',
      };
    case 'beach':
      return {
        body: `${sky(rng)}${islands(rng, horizon)}${sea(rng, horizon, house.pick(SEAS))}${beach(rng, 450)}${palms(rng, 520)}`,
        title: hotel,
        subtitle: 'Beach',
      };
    default:
      return { body: front(), title: hotel };
  }
};

const roomPicture = (rng: Rng, name: string): PictureContent => {
  const match = /^(.*)-(\d+)$/.exec(name);
  const base = match?.[1] ?? name;
  const room = Object.entries(ROOM_SLUGS).find(([slug]) => base.endsWith(`-${slug}`));
  const hotelSlug = room ? base.slice(0, -(room[0].length + 1)) : base;
  const plan = room?.[1] ?? { title: 'Room', view: 'garden' as const, beds: 1, sofa: false };
  // Picture 2 of a room is the view from its window rather than its bed.
  const body =
    match?.[2] === '2'
      ? `${sky(rng)}${plan.view === 'sea' ? `${islands(rng, 340)}${sea(rng, 340, rng.pick(SEAS))}` : `<rect y="340" width="${W}" height="290" fill="#86efac"/>${Array.from({ length: 6 }, () => `<circle cx="${rng.int(0, 1200)}" cy="${rng.int(330, 450)}" r="${rng.int(40, 90)}" fill="${rng.pick(LEAVES)}"/>`).join('')}`}<rect x="0" y="0" width="${W}" height="${H}" fill="none" stroke="${rng.pick(INTERIORS)}" stroke-width="120"/><rect x="560" y="0" width="80" height="${H}" fill="${rng.pick(INTERIORS)}"/>`
      : interior(rng, plan.view, plan.beds, plan.sofa);
  return { body, title: plan.title, subtitle: titleCase(hotelSlug) };
};

const activityPicture = (rng: Rng, name: string): PictureContent => {
  const match = /^(.*)-(port-blair|havelock|neil|andaman)-(\d+)$/.exec(name);
  const activity = titleCase(match?.[1] ?? name.replace(/-\d+$/, ''));
  const place = match?.[2] ? titleCase(match[2]) : undefined;
  return { body: activityScene(rng, name), title: activity, ...(place ? { subtitle: place } : {}) };
};

const packagePicture = (rng: Rng, name: string): PictureContent => {
  const match = /^(.*)-(\d+)n-(\d+)$/.exec(name);
  const nights = Number(match?.[2] ?? 3);
  const title = titleCase(match?.[1] ?? name);
  // Picture 1 is the route; the others are places on the way.
  const body =
    match?.[3] === '1' || !match ? packageScene(rng, Math.max(1, Math.min(nights, 8))) : landscape(rng);
  return { body, title, subtitle: `${nights} nights, ${nights + 1} days` };
};

/** The scene and caption of a picture. */
export const pictureContent = (kind: ImageKind, name: string): PictureContent => {
  const rng = generator(stableHash(`${kind}/${name}`));
  switch (kind) {
    case 'hotels':
      return hotelPicture(rng, name);
    case 'rooms':
      return roomPicture(rng, name);
    case 'activities':
      return activityPicture(rng, name);
    case 'packages':
      return packagePicture(rng, name);
    default:
      return { body: landscape(rng), title: titleCase(name.replace(/-\d+$/, '')) };
  }
};

/**
 * Draws a deterministic picture for an image name (or an avatar / logo): its own scene, coloured and laid out
 * from a generator seeded by the name, with a caption that fits every crop the site shows it in.
 */
export const drawImage = (kind: ImageKind, name: string): string => {
  const h = stableHash(`${kind}/${name}`);
  if (kind === 'avatars') {
    const initials = titleCase(name)
      .split(' ')
      .map((w) => w.charAt(0))
      .join('')
      .slice(0, 2);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${SEAS[h % SEAS.length]}"/><text x="48" y="58" font-family="${"'DejaVu Sans', Verdana, Arial, sans-serif"}" font-size="32" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  }
  if (kind === 'logos') {
    const label = titleCase(name).slice(0, 14);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" rx="16" fill="#ffffff"/><path d="M30 80 L90 80 L80 95 L40 95Z" fill="${SEAS[h % SEAS.length]}"/><rect x="48" y="60" width="28" height="20" fill="${SEAS[(h >>> 3) % SEAS.length]}"/><text x="110" y="75" font-family="${"'DejaVu Sans', Verdana, Arial, sans-serif"}" font-size="24" font-weight="700" fill="#0f172a">${label}</text></svg>`;
  }
  const { body, title, subtitle } = pictureContent(kind, name);
  const label = subtitle ? `${title}, ${subtitle}` : title;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(label)}">${body}${captionSvg(layoutCaption(title, subtitle))}</svg>`;
};
