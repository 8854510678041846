import { stableHash } from '../features/ferry-operators/timetable';

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

const SKIES = [
  ['#7fd3f7', '#e9f8ff'],
  ['#f9b384', '#ffe9d2'],
  ['#8ec5ff', '#dff1ff'],
  ['#b7a4f3', '#f1ebff'],
];
const SEAS = ['#0e7490', '#0891b2', '#0369a1', '#0f766e'];
const SANDS = ['#f2d7a0', '#ead3a8', '#f5e1b5'];

const words = (name: string) =>
  name
    .replace(/-\d+$/, '')
    .split('-')
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

const palm = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 C4 -40 10 -80 6 -120" stroke="#6b4f2a" stroke-width="7" fill="none"/><g fill="#2f7d32"><path d="M6 -120 C-30 -130 -60 -110 -70 -90 C-40 -110 -15 -112 6 -120Z"/><path d="M6 -120 C40 -135 70 -115 80 -95 C50 -112 28 -115 6 -120Z"/><path d="M6 -120 C-10 -150 -40 -160 -55 -150 C-30 -148 -10 -140 6 -120Z"/><path d="M6 -120 C25 -155 55 -160 65 -148 C42 -146 22 -140 6 -120Z"/></g></g>`;

const motif = (kind: ImageKind, h: number) => {
  switch (kind) {
    case 'hotels':
    case 'rooms':
      return `<g fill="#fff" stroke="#94a3b8" stroke-width="2"><rect x="${420 + (h % 200)}" y="250" width="300" height="170" rx="6"/><rect x="${450 + (h % 200)}" y="280" width="50" height="40" fill="#bae6fd"/><rect x="${530 + (h % 200)}" y="280" width="50" height="40" fill="#bae6fd"/><rect x="${610 + (h % 200)}" y="280" width="50" height="40" fill="#bae6fd"/><rect x="${540 + (h % 200)}" y="350" width="60" height="70" fill="#d6a86b"/></g><path d="M${400 + (h % 200)} 252 L${570 + (h % 200)} 190 L${740 + (h % 200)} 252Z" fill="#b45309"/>`;
    case 'activities':
      return `<g fill="#fff" opacity=".8">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${700 + i * 23}" cy="${470 - i * 35}" r="${6 + i * 2}"/>`).join('')}</g><g transform="translate(${560 + (h % 120)} 500)"><ellipse rx="60" ry="18" fill="#facc15"/><circle cx="-70" cy="-6" r="16" fill="#1e293b"/><rect x="-40" y="-30" width="50" height="14" rx="5" fill="#334155"/></g>`;
    case 'packages':
    case 'locations':
      return `<path d="M300 400 C380 300 520 290 640 400Z" fill="#15803d"/><path d="M620 410 C700 340 820 340 900 410Z" fill="#166534"/>`;
    default:
      return '';
  }
};

/** Draws a small, deterministic island scene (or avatar / logo) for an image name. */
export const drawImage = (kind: ImageKind, name: string): string => {
  const h = stableHash(`${kind}/${name}`);
  const label = words(name).slice(0, 48);
  if (kind === 'avatars') {
    const initials = label
      .split(' ')
      .map((w) => w.charAt(0))
      .join('')
      .slice(0, 2);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${pick(SEAS, h)}"/><text x="48" y="58" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  }
  if (kind === 'logos') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" rx="16" fill="#fff"/><path d="M30 80 L90 80 L80 95 L40 95Z" fill="${pick(SEAS, h)}"/><rect x="48" y="60" width="28" height="20" fill="${pick(SEAS, h + 1)}"/><text x="110" y="75" font-family="sans-serif" font-size="28" font-weight="700" fill="#0f172a">${label}</text></svg>`;
  }
  const [skyTop, skyBottom] = pick(SKIES, h);
  const sea = pick(SEAS, h >> 3);
  const sand = pick(SANDS, h >> 5);
  const sunX = 150 + (h % 900);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${label}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#s)"/><circle cx="${sunX}" cy="140" r="60" fill="#fde68a"/><rect y="400" width="1200" height="230" fill="${sea}"/><path d="M0 430 Q150 410 300 430 T600 430 T900 430 T1200 430" stroke="#ffffff55" stroke-width="4" fill="none"/><path d="M0 560 C300 520 700 540 1200 500 L1200 630 L0 630Z" fill="${sand}"/>${motif(kind, h)}${palm(120 + (h % 60), 560, 1.2)}${palm(1050 - (h % 80), 540, 1)}<rect x="40" y="40" width="${Math.min(1120, 40 + label.length * 19)}" height="64" rx="12" fill="#0f172acc"/><text x="64" y="84" font-family="sans-serif" font-size="34" fill="#fff">${label}</text></svg>`;
};
