import { escapeHtml } from '../features/payments/pay-page';

/**
 * Captions drawn into generated pictures, fitted so no crop the site uses cuts them: pictures are 1200×630 and
 * shown with `object-fit: cover` from 4:3 (activity cards) to 3:1 (a hotel's banner), so only the centre
 * 840×400 is always visible. A caption lives in that box, measured with the advance widths of the bold sans
 * it is drawn in (DejaVu Sans Bold, the widest of the usual sans faces, so another face only comes out
 * narrower), wrapped to two lines, made smaller, and shortened with an ellipsis as a last resort.
 */

/** The picture's size. */
export const PICTURE = { width: 1200, height: 630 } as const;

/** The part of the picture every crop of the site shows (4:3 keeps 840 px of width, 3:1 keeps 400 px of height). */
export const SAFE_AREA = { x: 180, y: 115, width: 840, height: 400 } as const;

/** The font captions are drawn in. */
export const CAPTION_FONT = "'DejaVu Sans', Verdana, Arial, sans-serif";

// Advance widths of DejaVu Sans Bold in thousandths of an em; anything not listed counts as the widest (W).
const WIDTHS: Record<string, number> = {
  ' ': 348,
  a: 675,
  b: 716,
  c: 593,
  d: 716,
  e: 678,
  f: 435,
  g: 716,
  h: 712,
  i: 343,
  j: 343,
  k: 665,
  l: 343,
  m: 1042,
  n: 712,
  o: 687,
  p: 716,
  q: 716,
  r: 493,
  s: 595,
  t: 478,
  u: 712,
  v: 652,
  w: 924,
  x: 645,
  y: 652,
  z: 582,
  A: 774,
  B: 762,
  C: 734,
  D: 830,
  E: 683,
  F: 683,
  G: 821,
  H: 837,
  I: 372,
  J: 372,
  K: 775,
  L: 637,
  M: 995,
  N: 837,
  O: 850,
  P: 733,
  Q: 850,
  R: 770,
  S: 720,
  T: 682,
  U: 812,
  V: 774,
  W: 1103,
  X: 771,
  Y: 724,
  Z: 725,
  '0': 696,
  '1': 696,
  '2': 696,
  '3': 696,
  '4': 696,
  '5': 696,
  '6': 696,
  '7': 696,
  '8': 696,
  '9': 696,
  '-': 415,
  '·': 380,
  ',': 380,
  '.': 380,
  ':': 400,
  "'": 332,
  '&': 872,
  '(': 457,
  ')': 457,
  '…': 1000,
};
const WIDEST = 1103;

/** Width in pixels of `text` drawn at `fontSize` (an upper bound for the caption font). */
export const textWidth = (text: string, fontSize: number): number =>
  ([...text].reduce((sum, ch) => sum + (WIDTHS[ch] ?? WIDEST), 0) * fontSize) / 1000;

/** A caption laid out: its lines, font size and the box around them (all inside `SAFE_AREA`). */
export type CaptionLayout = {
  lines: string[];
  fontSize: number;
  box: { x: number; y: number; width: number; height: number };
};

const PADDING_X = 24;
const PADDING_Y = 14;
const LINE_HEIGHT = 1.25;
/** The widest a line may be: the safe area less the box's padding and a margin on each side. */
export const MAX_LINE_WIDTH = SAFE_AREA.width - 2 * PADDING_X - 40;

/** Splits words into at most two lines no wider than `max`, balanced; undefined when they do not fit. */
const wrap = (words: string[], fontSize: number, max: number): string[] | undefined => {
  const whole = words.join(' ');
  if (textWidth(whole, fontSize) <= max) return [whole];
  let best: string[] | undefined;
  let bestWidest = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const widest = Math.max(...lines.map((line) => textWidth(line, fontSize)));
    if (widest <= max && widest < bestWidest) {
      best = lines;
      bestWidest = widest;
    }
  }
  return best;
};

/** Shortens `text` with an ellipsis until it fits `max` at `fontSize`. */
const shorten = (text: string, fontSize: number, max: number): string => {
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, fontSize) > max) cut = cut.slice(0, -1).trimEnd();
  return `${cut}…`;
};

/**
 * Lays a caption out: one line at 34 px if it fits, else two balanced lines, else the same at 30 and 26 px,
 * else two lines at 26 px with the end shortened. Given lines (`title`, optional `subtitle`) are kept apart.
 */
export const layoutCaption = (title: string, subtitle?: string): CaptionLayout => {
  const max = MAX_LINE_WIDTH;
  const pick = (): { lines: string[]; fontSize: number } => {
    for (const fontSize of [34, 30, 26]) {
      if (subtitle !== undefined) {
        if (textWidth(title, fontSize) <= max && textWidth(subtitle, fontSize) <= max)
          return { lines: [title, subtitle], fontSize };
        continue;
      }
      const lines = wrap(title.split(/\s+/).filter(Boolean), fontSize, max);
      if (lines) return { lines, fontSize };
    }
    const fontSize = 26;
    if (subtitle !== undefined) {
      return {
        lines: [title, subtitle].map((line) =>
          textWidth(line, fontSize) <= max ? line : shorten(line, fontSize, max),
        ),
        fontSize,
      };
    }
    const words = title.split(/\s+/).filter(Boolean);
    const first: string[] = [];
    while (words.length > 0 && textWidth([...first, words[0]].join(' '), fontSize) <= max) {
      first.push(words.shift() as string);
    }
    const rest = words.join(' ');
    if (first.length === 0) return { lines: [shorten(title, fontSize, max)], fontSize };
    return {
      lines: [first.join(' '), textWidth(rest, fontSize) <= max ? rest : shorten(rest, fontSize, max)],
      fontSize,
    };
  };
  const { lines, fontSize } = pick();
  const width = Math.ceil(Math.max(...lines.map((line) => textWidth(line, fontSize))) + 2 * PADDING_X);
  const height = Math.ceil(lines.length * fontSize * LINE_HEIGHT + 2 * PADDING_Y);
  const x = Math.round(SAFE_AREA.x + (SAFE_AREA.width - width) / 2);
  // At the top of the safe area, over the sky, clear of the scene's subject.
  const y = SAFE_AREA.y + 20;
  return { lines, fontSize, box: { x, y, width, height } };
};

/** The caption as SVG: a dark rounded box with centred white lines. */
export const captionSvg = (layout: CaptionLayout): string => {
  const { box, fontSize, lines } = layout;
  const centre = box.x + box.width / 2;
  const text = lines
    .map((line, i) => {
      const baseline = box.y + PADDING_Y + fontSize * (0.95 + i * LINE_HEIGHT);
      return `<text x="${centre}" y="${baseline.toFixed(1)}" text-anchor="middle">${escapeHtml(line)}</text>`;
    })
    .join('');
  return `<g><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="14" fill="#0f172a" fill-opacity="0.78"/><g font-family="${CAPTION_FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${text}</g></g>`;
};
