import {
  DEFAULT_AUTOPLAY_MS,
  loopTrackShift,
  type SlidesPerView,
  shouldAutoplay,
  slideBreakpoints,
  slideInViewFrom,
  slidesAtWidth,
  slidesPerWidthClass,
  slidesToScroll,
} from '@andaman/shared/rules/carousel';
import { AntdTheme } from '@andaman/shared/ui/antd-theme';
import { Carousel } from '@andaman/shared/ui/carousel-base';
import { ConfigProvider, type ThemeConfig } from '@andaman/shared/ui/config-provider';
import { useIsHydrated } from '@andaman/shared/ui/hydration';
import { usePrefersReducedMotion } from '@andaman/shared/ui/reduced-motion';
import { brandPalette } from '@andaman/shared/ui/theme';
import {
  Children,
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import styles from '../assets/styles/auto-carousel.module.css';

export type { SlidesPerView } from '@andaman/shared/rules/carousel';

/**
 * antd paints carousel dots white (made for photos); on our light sections they are lagoon blue. Each dot is
 * 24 px wide, a target a thumb can hit (rule site.tap-targets; the CSS makes it 24 px tall).
 */
const carouselTheme: ThemeConfig = {
  components: {
    Carousel: { colorBgContainer: brandPalette.lagoon, dotWidth: 24, dotActiveWidth: 36, dotHeight: 4 },
  },
};

/**
 * Slides shown at the current viewport, following the same min-width media queries as the CSS.
 * (The slider's own `responsive` option only reacts to later resizes, not the first render.) On the
 * server, and in the render that hydrates its HTML, the widest layout: no slide that some width shows
 * is hidden from assistive technology there, and the CSS lays the slides out for the actual width
 * (`.carousel[data-static]`), so the HTML does not move when the carousel becomes live.
 */
function useSlidesShown(slidesPerView: SlidesPerView): number {
  const breakpointKey = slideBreakpoints(slidesPerView).join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!breakpointKey || typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
        return () => {};
      }
      const queries = breakpointKey.split(',').map((px) => window.matchMedia(`(min-width: ${px}px)`));
      for (const query of queries) query.addEventListener?.('change', onChange);
      return () => {
        for (const query of queries) query.removeEventListener?.('change', onChange);
      };
    },
    [breakpointKey],
  );
  const widestReached = () => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 0;
    const reached = slideBreakpoints(slidesPerView).filter(
      (px) => window.matchMedia(`(min-width: ${px}px)`).matches,
    );
    return reached.length > 0 ? Math.max(...reached) : 0;
  };
  const width = useSyncExternalStore(subscribe, widestReached, () => Number.POSITIVE_INFINITY);
  return slidesAtWidth(slidesPerView, width);
}

/**
 * Slides out of view (react-slick marks them `aria-hidden`, including the duplicates it clones for
 * looping) are made `inert`, so keyboard focus never lands on a link or button nobody can see and
 * assistive technology never meets a focusable element inside `aria-hidden` (axe `aria-hidden-focus`).
 */
export function useInertHiddenSlides(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      for (const slide of element.querySelectorAll<HTMLElement>('.slick-slide')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        if (hidden && !slide.hasAttribute('inert')) slide.setAttribute('inert', '');
        if (!hidden && slide.hasAttribute('inert')) slide.removeAttribute('inert');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root]);
}

/** How long a slide change takes once live (the slider's default). */
const SLIDE_MS = 500;

/** A slide's `data-in-view-from`: the width class from which it is on the first screen, none for all. */
function inViewFrom(slidesPerView: SlidesPerView, index: number): string | undefined {
  const from = slideInViewFrom(slidesPerView, index);
  if (from === 'xs') return undefined;
  return from ?? 'none';
}

export interface AutoCarouselProps {
  /** Accessible name of the carousel, e.g. "Our Reviews". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Advance by itself (default true). Never when the visitor prefers reduced motion. */
  autoplay?: boolean;
  /**
   * Interval between slides in ms (default 4000; 5000 for reviews and hotels: rule site.carousel.autoplay).
   */
  autoplaySpeed?: number;
  /** Wrap from the last slide to the first (default true). */
  loop?: boolean;
  /** Slides visible at once, fixed or mobile-first per breakpoint (default 1). */
  slidesPerView?: SlidesPerView;
  /** Space between slides in px (default 16). */
  gap?: number;
  /** Dot navigation under the slides (default true). */
  dots?: boolean;
  /** Previous/next arrows (default false). */
  arrows?: boolean;
  className?: string;
}

/**
 * The site's carousel: antd Carousel (react-slick) with the autoplay default of 4000 ms
 * (rule site.carousel.autoplay), optional looping and responsive slides per view. Autoplay pauses on hover
 * and focus, can be paused with a visible button, and is off for visitors who prefer reduced motion.
 */
export function AutoCarousel({
  label,
  children,
  autoplay = true,
  autoplaySpeed = DEFAULT_AUTOPLAY_MS,
  loop = true,
  slidesPerView = 1,
  gap = 16,
  dots = true,
  arrows = false,
  className,
}: AutoCarouselProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const slides = Children.toArray(children);
  const slidesShown = useSlidesShown(slidesPerView);
  const canAutoplay = shouldAutoplay({
    autoplay,
    intervalMs: autoplaySpeed,
    slideCount: slides.length,
    slidesToShow: slidesShown,
    prefersReducedMotion,
  });
  const playing = canAutoplay && !paused;
  const root = useRef<HTMLElement>(null);
  useInertHiddenSlides(root);
  // In server HTML, until it is live: the slides out of view (and their links and buttons) are hidden
  // by CSS, since what makes them inert runs only in the browser.
  const live = useIsHydrated();
  const loopShift = live && loop ? loopTrackShift(slidesShown, slides.length) : undefined;
  // Slides per view in each width class, for the CSS's layout of that HTML.
  const perWidthClass = Object.entries(slidesPerWidthClass(slidesPerView)).map(([name, count]) => [
    `--slides-${name}`,
    count,
  ]);

  return (
    <section
      ref={root}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-static={live ? undefined : ''}
      style={
        Object.fromEntries([
          ['--carousel-gap', `${gap}px`],
          ...perWidthClass,
          ...(loopShift ? [['--loop-shift', loopShift]] : []),
        ]) as CSSProperties
      }
    >
      {canAutoplay ? (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? 'Play slideshow' : 'Pause slideshow'}
        </button>
      ) : null}
      {/* Self-themed, for pages that load antd's theme on use (it suspends until the theme is in). */}
      <AntdTheme>
        <ConfigProvider theme={carouselTheme}>
          <Carousel
            autoplay={playing}
            autoplaySpeed={autoplaySpeed}
            infinite={loop}
            // Not animated until live: the slider goes to its first slide on mount, animated, and the
            // track would glide from where the CSS put it when the carousel becomes live.
            speed={live ? SLIDE_MS : 0}
            slidesToShow={slidesShown}
            slidesToScroll={slidesToScroll(slidesShown)}
            dots={dots}
            arrows={arrows}
            pauseOnHover
            pauseOnFocus
            pauseOnDotsHover
            draggable
            swipeToSlide
          >
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                // Until live, the CSS hides a slide the first screen of the actual width does not show.
                data-in-view-from={inViewFrom(slidesPerView, index)}
              >
                {slide}
              </div>
            ))}
          </Carousel>
        </ConfigProvider>
      </AntdTheme>
    </section>
  );
}
