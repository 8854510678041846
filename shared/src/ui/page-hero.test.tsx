import { render, screen } from '@testing-library/react';
import { heroBackgrounds, PageHero } from './page-hero';

describe('PageHero', () => {
  it('is a region named by its h1 title, with the subtitle', () => {
    render(
      <PageHero
        title="Discover Andaman Activities"
        subtitle="Explore the beauty of Andaman with our exciting activities"
      />,
    );
    const hero = screen.getByRole('region', { name: 'Discover Andaman Activities' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover Andaman Activities' }),
    ).toBeInTheDocument();
    expect(hero).toHaveTextContent('Explore the beauty of Andaman with our exciting activities');
  });

  it('renders children such as a search form or a call to action', () => {
    render(
      <PageHero title="Plan your vacation" headingLevel={2}>
        <button type="button">Search</button>
      </PageHero>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Plan your vacation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('paints the given background image, the sea by default', () => {
    const { rerender } = render(<PageHero title="Ferry" />);
    expect(screen.getByRole('region').style.getPropertyValue('--hero-image')).toContain(heroBackgrounds.sea);
    rerender(<PageHero title="Ferry" backgroundImage="/media/havelock.jpg" />);
    expect(screen.getByRole('region').style.getPropertyValue('--hero-image')).toBe(
      'url("/media/havelock.jpg")',
    );
  });
});
