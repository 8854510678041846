import { loadAntdTheme } from '@andaman/shared/ui/antd-theme';
import { act, render, screen, within } from '@testing-library/react';
import { reviews } from '../data/reviews';
import { ReviewsSection } from './reviews-section';

// The carousel themes itself (`AntdTheme`); loaded first, it renders at once, as on a page that has it.
beforeAll(() => loadAntdTheme());
describe('ReviewsSection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows "Our Reviews" with each review’s name, title, text and 5 stars', () => {
    render(<ReviewsSection />);
    const section = screen.getByRole('region', { name: 'Our Reviews' });
    const first = reviews[0];
    if (!first) throw new Error('expected static reviews');
    const slide = within(section).getByRole('group', { name: `1 of ${reviews.length}` });
    expect(within(slide).getByRole('heading', { level: 3, name: first.title })).toBeInTheDocument();
    expect(slide).toHaveTextContent(first.text);
    expect(slide).toHaveTextContent(first.name);
    expect(within(slide).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('renders every static review', () => {
    render(<ReviewsSection />);
    expect(
      screen.getAllByRole('img', { name: 'Rated 5 out of 5', hidden: true }).length,
    ).toBeGreaterThanOrEqual(reviews.length);
  });

  it('advances every 5000 ms', () => {
    vi.useFakeTimers();
    render(<ReviewsSection reviews={reviews.slice(0, 4)} />);
    // The first slide exposed to assistive technology (three show at once on wide screens).
    const current = () => screen.getAllByRole('group', { name: /of 4$/ })[0]?.getAttribute('aria-label');
    expect(current()).toBe('1 of 4');
    act(() => vi.advanceTimersByTime(4900));
    expect(current()).toBe('1 of 4');
    act(() => vi.advanceTimersByTime(1200));
    expect(current()).not.toBe('1 of 4');
  });
});
