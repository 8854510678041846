import { mockMediaQueries } from '@andaman/shared/testing/media-queries';
import { render, screen, within } from '@testing-library/react';
import { LogoMarquee, marqueeDurationSeconds } from './logo-marquee';
import { ferryOperatorLogos } from './partner-logos';

function preferReducedMotion() {
  return mockMediaQueries((query) => query.includes('prefers-reduced-motion'));
}

describe('LogoMarquee', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each logo once for assistive technology, with its name', () => {
    render(<LogoMarquee logos={ferryOperatorLogos} label="Our ferry partners" />);
    const list = screen.getByRole('list', { name: 'Our ferry partners' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Makruzz', 'Nautika', 'Green Ocean']);
    // The second copy that closes the loop is hidden from assistive technology.
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getAllByRole('list', { hidden: true })).toHaveLength(2);
  });

  it('scrolls at the given speed', () => {
    const { container } = render(
      <LogoMarquee logos={ferryOperatorLogos} label="Partners" speed={60} logoHeight={50} gap={20} />,
    );
    const strip = container.firstElementChild as HTMLElement;
    // 3 logos × (160 px box + 20 px gap) / 60 px per second.
    expect(strip.style.getPropertyValue('--marquee-duration')).toBe('9s');
  });

  it('stands still, without the duplicate copy, when reduced motion is preferred', () => {
    preferReducedMotion();
    render(<LogoMarquee logos={ferryOperatorLogos} label="Partners" />);
    expect(screen.getAllByRole('list', { hidden: true })).toHaveLength(1);
  });
});

describe('marqueeDurationSeconds', () => {
  it('is the strip width divided by the speed, 0 when nothing moves', () => {
    expect(marqueeDurationSeconds(4, 150, 50, 40)).toBe(20);
    expect(marqueeDurationSeconds(0, 150, 50, 40)).toBe(0);
    expect(marqueeDurationSeconds(4, 150, 50, 0)).toBe(0);
  });
});
