import {
  loopTrackShift,
  shouldAutoplay,
  slideBreakpoints,
  slideInViewFrom,
  slidesAtWidth,
  slidesPerWidthClass,
  slidesToScroll,
} from './carousel';

describe('slidesAtWidth', () => {
  const reviews = { xs: 1, md: 2, lg: 3 };

  it('uses one value at every width when given a number', () => {
    expect(slidesAtWidth(3, 320)).toBe(3);
    expect(slidesAtWidth(3, 1600)).toBe(3);
  });

  it('takes the value of the widest breakpoint reached, mobile first', () => {
    expect(slidesAtWidth(reviews, 390)).toBe(1);
    expect(slidesAtWidth(reviews, 767)).toBe(1);
    expect(slidesAtWidth(reviews, 768)).toBe(2);
    expect(slidesAtWidth(reviews, 991)).toBe(2);
    expect(slidesAtWidth(reviews, 992)).toBe(3);
    expect(slidesAtWidth(reviews, 1920)).toBe(3);
  });

  it('lets a fraction peek at the next card (about 75 % width on phones)', () => {
    expect(slidesAtWidth({ xs: 1.33, lg: 4 }, 390)).toBe(1.33);
    expect(slidesAtWidth({ xs: 1.33, lg: 4 }, 1280)).toBe(4);
  });
});

describe('slideBreakpoints', () => {
  it('lists the min-widths a setting changes at, narrowest first', () => {
    expect(slideBreakpoints({ xs: 1, lg: 4, md: 2 })).toEqual([768, 992]);
    expect(slideBreakpoints(2)).toEqual([]);
  });
});

describe('slidesPerWidthClass', () => {
  it('gives every width class its value, carrying the narrower one forward', () => {
    expect(slidesPerWidthClass({ xs: 1, sm: 2, md: 3 })).toEqual({
      xs: 1,
      sm: 2,
      md: 3,
      lg: 3,
      xl: 3,
      xxl: 3,
    });
    expect(slidesPerWidthClass(2)).toEqual({ xs: 2, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 });
  });
});

describe('slideInViewFrom', () => {
  it('names the narrowest width class whose first screen shows the slide, a peek included', () => {
    const slides = { xs: 1.33, sm: 2, lg: 4 };
    expect([0, 1, 2, 3, 4].map((index) => slideInViewFrom(slides, index))).toEqual([
      'xs',
      'xs',
      'lg',
      'lg',
      undefined,
    ]);
    expect([0, 1, 2].map((index) => slideInViewFrom({ xs: 1, sm: 2, md: 3 }, index))).toEqual([
      'xs',
      'sm',
      'md',
    ]);
  });
});

describe('loopTrackShift', () => {
  it('moves a looping track back by the fraction of a slide it is put too far left', () => {
    // 1.33 per view: each slide is 100 % / 1.33 of the carousel; the track is 0.33 of one too far left.
    expect(loopTrackShift(1.33, 6)).toBe('calc(0.33 * 100% / 1.33)');
    expect(loopTrackShift(2.5, 6)).toBe('calc(0.5 * 100% / 2.5)');
  });

  it('needs no shift with whole slides per view, or when every slide fits (nothing loops)', () => {
    expect(loopTrackShift(4, 6)).toBeUndefined();
    expect(loopTrackShift(1, 6)).toBeUndefined();
    expect(loopTrackShift(1.33, 1)).toBeUndefined();
    expect(loopTrackShift(2.5, 2)).toBeUndefined();
  });
});

describe('slidesToScroll', () => {
  it('moves whole cards, at least one', () => {
    expect(slidesToScroll(1.33)).toBe(1);
    expect(slidesToScroll(4)).toBe(4);
    expect(slidesToScroll(0.5)).toBe(1);
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
