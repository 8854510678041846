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

/** One slider breakpoint: `settings` apply while the viewport is at most `breakpoint` px wide. */
export interface SlidesBreakpoint {
  breakpoint: number;
  settings: { slidesToShow: number; slidesToScroll: number };
}

export interface ResponsiveSlides {
  /** Slides shown above the largest breakpoint given. */
  slidesToShow: number;
  slidesToScroll: number;
  /** Max-width overrides, widest first. */
  responsive: SlidesBreakpoint[];
}

const ORDER: Breakpoint[] = ['sm', 'md', 'lg', 'xl', 'xxl'];

/** Whole slides to move per step: at least one, never more than fully visible. */
function scrollCount(slides: number): number {
  return Math.max(1, Math.floor(slides));
}

/**
 * Converts mobile-first slides-per-view into the max-width breakpoints the slider expects.
 *
 * `{ xs: 1, md: 2, lg: 4 }` → 4 slides by default, 2 up to 991 px, 1 up to 767 px.
 */
export function responsiveSlides(slidesPerView: SlidesPerView): ResponsiveSlides {
  if (typeof slidesPerView === 'number') {
    return { slidesToShow: slidesPerView, slidesToScroll: scrollCount(slidesPerView), responsive: [] };
  }
  // Walk up the breakpoints, carrying the last value given (mobile first).
  const steps: { minWidth: number; slides: number }[] = [{ minWidth: 0, slides: slidesPerView.xs }];
  for (const name of ORDER) {
    const slides = slidesPerView[name];
    if (slides !== undefined) steps.push({ minWidth: BREAKPOINTS[name], slides });
  }
  const widest = steps[steps.length - 1] ?? { minWidth: 0, slides: slidesPerView.xs };
  const responsive: SlidesBreakpoint[] = [];
  for (let index = steps.length - 2; index >= 0; index -= 1) {
    const step = steps[index];
    const next = steps[index + 1];
    if (!step || !next) continue;
    responsive.push({
      breakpoint: next.minWidth - 1,
      settings: { slidesToShow: step.slides, slidesToScroll: scrollCount(step.slides) },
    });
  }
  return { slidesToShow: widest.slides, slidesToScroll: scrollCount(widest.slides), responsive };
}

/** Default autoplay interval (spec 000 §9); reviews and hotel carousels use 5000 ms. */
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

/** The fewest slides visible at any width (phones, usually). */
export function fewestSlidesShown(slidesPerView: SlidesPerView): number {
  if (typeof slidesPerView === 'number') return slidesPerView;
  return Math.min(
    ...Object.values(slidesPerView).filter((value): value is number => typeof value === 'number'),
  );
}
