import { fewestSlidesShown, responsiveSlides, shouldAutoplay } from './carousel';

describe('responsiveSlides', () => {
  it('uses one value at every width when given a number', () => {
    expect(responsiveSlides(3)).toEqual({ slidesToShow: 3, slidesToScroll: 3, responsive: [] });
  });

  it('turns mobile-first values into max-width breakpoints, widest first', () => {
    expect(responsiveSlides({ xs: 1, md: 2, lg: 4 })).toEqual({
      slidesToShow: 4,
      slidesToScroll: 4,
      responsive: [
        { breakpoint: 991, settings: { slidesToShow: 2, slidesToScroll: 2 } },
        { breakpoint: 767, settings: { slidesToShow: 1, slidesToScroll: 1 } },
      ],
    });
  });

  it('scrolls whole cards when a fraction peeks at the next one', () => {
    const settings = responsiveSlides({ xs: 1.33, lg: 4 });
    expect(settings.responsive).toEqual([
      { breakpoint: 991, settings: { slidesToShow: 1.33, slidesToScroll: 1 } },
    ]);
  });

  it('keeps the phone value everywhere when no larger breakpoint is given', () => {
    expect(responsiveSlides({ xs: 2 })).toEqual({ slidesToShow: 2, slidesToScroll: 2, responsive: [] });
  });
});

describe('shouldAutoplay', () => {
  const base = {
    autoplay: true,
    intervalMs: 4000,
    slideCount: 5,
    slidesToShow: 1,
    prefersReducedMotion: false,
  };

  it('plays when asked and there is more than one screen of slides', () => {
    expect(shouldAutoplay(base)).toBe(true);
  });

  it('stays still when the visitor prefers reduced motion', () => {
    expect(shouldAutoplay({ ...base, prefersReducedMotion: true })).toBe(false);
  });

  it('stays still when every slide already fits, autoplay is off or the interval is 0', () => {
    expect(shouldAutoplay({ ...base, slideCount: 3, slidesToShow: 3 })).toBe(false);
    expect(shouldAutoplay({ ...base, autoplay: false })).toBe(false);
    expect(shouldAutoplay({ ...base, intervalMs: 0 })).toBe(false);
  });
});

describe('fewestSlidesShown', () => {
  it('is the smallest slides-per-view at any width', () => {
    expect(fewestSlidesShown(3)).toBe(3);
    expect(fewestSlidesShown({ xs: 1.33, md: 2, lg: 4 })).toBe(1.33);
  });
});
