import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINTS } from '@andaman/shared/rules/carousel';
import { mockMediaQueries } from '@andaman/shared/testing/media-queries';
import { loadAntdTheme } from '@andaman/shared/ui/antd-theme';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AutoCarousel } from './auto-carousel';

/** Text of the slide exposed to assistive technology (slick hides the others). */
function visibleSlide(): string | null {
  return screen.getByRole('group').textContent;
}

// The carousel themes itself (`AntdTheme`); loaded first, it renders at once, as on a page that has it.
beforeAll(() => loadAntdTheme());
describe('AutoCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a named carousel with one labelled group per slide', () => {
    render(
      <AutoCarousel label="Our Reviews" loop={false}>
        <p>First</p>
        <p>Second</p>
        <p>Third</p>
      </AutoCarousel>,
    );
    expect(screen.getByRole('region', { name: 'Our Reviews' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group', { name: /of 3$/, hidden: true })).toHaveLength(3);
    // Only the current slide is exposed to assistive technology.
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('First');
  });

  it('advances by itself after 4000 ms by default', () => {
    vi.useFakeTimers();
    render(
      <AutoCarousel label="Partners" loop={false}>
        <p>First</p>
        <p>Second</p>
      </AutoCarousel>,
    );
    const before = visibleSlide();
    act(() => vi.advanceTimersByTime(3900));
    expect(visibleSlide()).toBe(before);
    act(() => vi.advanceTimersByTime(1200));
    expect(visibleSlide()).not.toBe(before);
  });

  it('shows as many slides as the viewport allows, from the first render', () => {
    // A 800 px wide viewport: md matches, lg does not.
    const spy = mockMediaQueries((query) => /min-width: (576|768)px/.test(query));
    render(
      <AutoCarousel label="Reviews" slidesPerView={{ xs: 1, md: 2, lg: 3 }} loop={false}>
        <p>First</p>
        <p>Second</p>
        <p>Third</p>
        <p>Fourth</p>
      </AutoCarousel>,
    );
    expect(screen.getAllByRole('group').map((slide) => slide.textContent)).toEqual(['First', 'Second']);
    spy.mockRestore();
  });

  it('can be paused with a visible button', () => {
    render(
      <AutoCarousel label="Partners">
        <p>First</p>
        <p>Second</p>
      </AutoCarousel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not autoplay for visitors who prefer reduced motion, or with nothing to scroll', () => {
    const spy = mockMediaQueries((query) => query.includes('prefers-reduced-motion'));
    const { unmount } = render(
      <AutoCarousel label="Reviews">
        <p>First</p>
        <p>Second</p>
      </AutoCarousel>,
    );
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
    unmount();
    spy.mockRestore();

    render(
      <AutoCarousel label="One" slidesPerView={2}>
        <p>First</p>
        <p>Second</p>
      </AutoCarousel>,
    );
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('makes slides out of view inert, so no hidden link or duplicate slide takes keyboard focus', async () => {
    const { container } = render(
      <AutoCarousel label="Reviews" autoplay={false}>
        <a href="#first">First</a>
        <a href="#second">Second</a>
        <a href="#third">Third</a>
      </AutoCarousel>,
    );
    // Wait for the observer's first pass.
    await act(async () => {});
    const slides = [...container.querySelectorAll<HTMLElement>('.slick-slide')];
    // Looping clones slides before and after the real ones: more slides than children.
    expect(slides.length).toBeGreaterThan(3);
    const hidden = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(hidden.length).toBeGreaterThan(0);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
    const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toHaveAttribute('inert');
    expect(shown[0]).toHaveTextContent('First');
  });
});

describe('AutoCarousel in server HTML', () => {
  const partners = (
    <AutoCarousel label="Partners" slidesPerView={{ xs: 1, sm: 2, md: 3 }}>
      <button type="button">First</button>
      <button type="button">Second</button>
      <button type="button">Third</button>
    </AutoCarousel>
  );

  it('is the widest layout, with what the CSS needs to lay it out for the actual width', () => {
    const html = renderToString(partners);
    // Three per view at the widest: no slide is hidden from assistive technology, no loop copies.
    expect(html).not.toContain('aria-hidden="true"');
    expect(html).not.toContain('slick-cloned');
    expect(html).toContain(
      '--slides-xs:1;--slides-sm:2;--slides-md:3;--slides-lg:3;--slides-xl:3;--slides-xxl:3',
    );
    const from = [...html.matchAll(/aria-label="(\d) of 3"([^>]*)>/g)].map(
      ([, slide, rest]) => `${slide}:${/data-in-view-from="(\w+)"/.exec(rest ?? '')?.[1] ?? 'xs'}`,
    );
    expect(from).toEqual(['1:xs', '2:sm', '3:md']);
  });

  it('sets the slides per view at the breakpoints of the carousel rules', () => {
    const css = readFileSync(join(__dirname, '../assets/styles/auto-carousel.module.css'), 'utf8');
    const perView = Object.fromEntries(
      [
        ...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.carousel \{\s*--slides: var\(--slides-(\w+)/g),
      ].map(([, px, name]) => [name, Number(px)]),
    );
    const shown = Object.fromEntries(
      [
        ...css.matchAll(
          /@media \(min-width: (\d+)px\) \{[^@]*?\.carousel\[data-static\] \.slide\[data-in-view-from="(\w+)"\]/g,
        ),
      ].map(([, px, name]) => [name, Number(px)]),
    );
    expect(perView).toEqual(BREAKPOINTS);
    expect(shown).toEqual(BREAKPOINTS);
  });
});
