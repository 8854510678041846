import {
  DEFAULT_AUTOPLAY_MS,
  fewestSlidesShown,
  responsiveSlides,
  type SlidesPerView,
  shouldAutoplay,
} from '@andaman/shared/rules/carousel';
import { Carousel } from '@andaman/shared/ui/carousel-base';
import { usePrefersReducedMotion } from '@andaman/shared/ui/reduced-motion';
import { Children, type CSSProperties, type ReactNode, useState } from 'react';
import styles from '../assets/styles/auto-carousel.module.css';

export type { SlidesPerView } from '@andaman/shared/rules/carousel';

export interface AutoCarouselProps {
  /** Accessible name of the carousel, e.g. "Our Reviews". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Advance by itself (default true). Never when the visitor prefers reduced motion. */
  autoplay?: boolean;
  /** Interval between slides in ms (default 4000; spec: 5000 for reviews and hotels). */
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
 * The site's carousel: antd Carousel (react-slick) with the specification's autoplay default
 * of 4000 ms, optional looping and responsive slides per view. Autoplay pauses on hover and
 * focus, can be paused with a visible button, and is off for visitors who prefer reduced motion.
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
  const { slidesToShow, slidesToScroll, responsive } = responsiveSlides(slidesPerView);
  const canAutoplay = shouldAutoplay({
    autoplay,
    intervalMs: autoplaySpeed,
    slideCount: slides.length,
    slidesToShow: fewestSlidesShown(slidesPerView),
    prefersReducedMotion,
  });
  const playing = canAutoplay && !paused;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--carousel-gap': `${gap}px` } as CSSProperties}
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
      <Carousel
        autoplay={playing}
        autoplaySpeed={autoplaySpeed}
        infinite={loop}
        slidesToShow={slidesToShow}
        slidesToScroll={slidesToScroll}
        responsive={responsive}
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
          >
            {slide}
          </div>
        ))}
      </Carousel>
    </section>
  );
}
