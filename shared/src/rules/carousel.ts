/**
 * Carousel settings as plain data, so the responsive and autoplay rules are testable without
 * a DOM. The carousel component turns them into its slider's settings.
 */

/** Mobile-first breakpoints (min-width, px), the same as antd's grid. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * Slides visible at once: one number for every width, or mobile-first values per breakpoint
 * (`{ xs: 1.33, lg: 4 }` = about 75 % of the width per card on phones, a quarter from `lg`).
 * Fractions show a peek of the next card.
 */
export type SlidesPerView = number | ({ xs: number } & Partial<Record<Breakpoint, number>>);

const ORDER: Breakpoint[] = ['sm', 'md', 'lg', 'xl', 'xxl'];

/** The min-width breakpoints (px) a slides-per-view setting changes at, narrowest first. */
export function slideBreakpoints(slidesPerView: SlidesPerView): number[] {
  if (typeof slidesPerView === 'number') return [];
  return ORDER.filter((name) => slidesPerView[name] !== undefined).map((name) => BREAKPOINTS[name]);
}

/**
 * Slides visible at a viewport width, mobile first: the value of the widest breakpoint the
 * width reaches. `slidesAtWidth({ xs: 1, md: 2, lg: 4 }, 800)` → 2.
 */
export function slidesAtWidth(slidesPerView: SlidesPerView, width: number): number {
  if (typeof slidesPerView === 'number') return slidesPerView;
  let slides = slidesPerView.xs;
  for (const name of ORDER) {
    const value = slidesPerView[name];
    if (value !== undefined && width >= BREAKPOINTS[name]) slides = value;
  }
  return slides;
}

/** Every width class, mobile first: `xs` (below `sm`) and the breakpoints. */
export type WidthClass = 'xs' | Breakpoint;

export const WIDTH_CLASSES: readonly WidthClass[] = ['xs', ...ORDER];

/** The width at which a width class begins (`xs`: 0). */
function widthOf(name: WidthClass): number {
  return name === 'xs' ? 0 : BREAKPOINTS[name];
}

/**
 * Slides visible in each width class: `{ xs: 1, md: 3 }` gives xs 1, sm 1, md 3, lg 3, xl 3, xxl 3.
 * What the carousel's CSS lays out before its code knows the viewport (its server HTML).
 */
export function slidesPerWidthClass(slidesPerView: SlidesPerView): Record<WidthClass, number> {
  return Object.fromEntries(
    WIDTH_CLASSES.map((name) => [name, slidesAtWidth(slidesPerView, widthOf(name))]),
  ) as Record<WidthClass, number>;
}

/**
 * The narrowest width class whose first screen shows the slide at `index`, at least in part (a
 * fraction's peek counts), or `undefined` if none does.
 * `slideInViewFrom({ xs: 1.33, sm: 2, lg: 4 }, 2)` → `'lg'`.
 */
export function slideInViewFrom(slidesPerView: SlidesPerView, index: number): WidthClass | undefined {
  return WIDTH_CLASSES.find((name) => index < Math.ceil(slidesAtWidth(slidesPerView, widthOf(name))));
}

/**
 * With a fraction of a slide per view, a looping slider puts its track a fraction of a slide too far
 * left (it copies whole slides before the first but offsets by the fraction too), cutting the current
 * slide. The shift that puts it back at the start, as a CSS length, or `undefined` when none is needed.
 */
export function loopTrackShift(slidesShown: number, slideCount: number): string | undefined {
  const fraction = Math.round((slidesShown - Math.floor(slidesShown)) * 1000) / 1000;
  if (fraction === 0 || slideCount <= slidesShown) return undefined;
  return `calc(${fraction} * 100% / ${slidesShown})`;
}

/** Whole slides to move per step: at least one, never more than are fully visible. */
export function slidesToScroll(slidesShown: number): number {
  return Math.max(1, Math.floor(slidesShown));
}

/** Default autoplay interval; reviews and hotel carousels use 5000 ms (rule site.carousel.autoplay). */
export const DEFAULT_AUTOPLAY_MS = 4000;

/**
 * Whether a carousel should advance by itself: only when asked to, with a positive interval,
 * more slides than fit, and the visitor has not asked the system for reduced motion.
 */
export function shouldAutoplay(options: {
  autoplay: boolean;
  intervalMs: number;
  slideCount: number;
  slidesToShow: number;
  prefersReducedMotion: boolean;
}): boolean {
  return (
    options.autoplay &&
    options.intervalMs > 0 &&
    options.slideCount > options.slidesToShow &&
    !options.prefersReducedMotion
  );
}
