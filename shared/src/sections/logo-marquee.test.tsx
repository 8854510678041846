import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockMediaQueries } from '@andaman/shared/testing/media-queries';
import { cleanup, render, screen, within } from '@testing-library/react';
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

  it('renders the same HTML when reduced motion is preferred: its CSS stands it still', () => {
    const moving = render(<LogoMarquee logos={ferryOperatorLogos} label="Partners" />).container.innerHTML;
    cleanup();
    preferReducedMotion();
    expect(render(<LogoMarquee logos={ferryOperatorLogos} label="Partners" />).container.innerHTML).toBe(
      moving,
    );
    const css = readFileSync(join(__dirname, '../assets/styles/logo-marquee.module.css'), 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    // The animation stops, and the loop's copy (hidden from assistive technology) is left out.
    expect(reduced).toMatch(/\.moving \.track \{[^}]*animation: none/);
    expect(reduced).toMatch(/\.moving \.list\[aria-hidden="true"\] \{\s*display: none/);
  });
});

describe('marqueeDurationSeconds', () => {
  it('is the strip width divided by the speed, 0 when nothing moves', () => {
    expect(marqueeDurationSeconds(4, 150, 50, 40)).toBe(20);
    expect(marqueeDurationSeconds(0, 150, 50, 40)).toBe(0);
    expect(marqueeDurationSeconds(4, 150, 50, 0)).toBe(0);
  });
});
