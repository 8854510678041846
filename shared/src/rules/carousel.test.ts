import { shouldAutoplay, slideBreakpoints, slidesAtWidth, slidesToScroll } from './carousel';

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
