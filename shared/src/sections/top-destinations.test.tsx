import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { TopDestinations } from './top-destinations';

describe('TopDestinations', () => {
  it('shows Port Blair, Havelock, Neil Island and Andaman with their pictures', () => {
    renderWithProviders(<TopDestinations id="destinations" />);
    const section = screen.getByRole('region', { name: 'Top Destinations' });
    expect(section).toHaveAttribute('id', 'destinations');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Port Blair', 'Havelock', 'Neil Island', 'Andaman']);
    const picture = within(section).getByRole('img', { name: 'Radhanagar beach on Havelock Island' });
    // A local asset: a bundled file or an inlined data URL, never a remote address.
    expect(picture.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|\/)/);
  });

  it('makes each card a link when asked', async () => {
    const { user, getLocation } = renderWithProviders(
      <TopDestinations getLink={(destination) => `/hotels?destination=${destination.id}`} />,
    );
    await user.click(screen.getByRole('link', { name: /Neil Island/ }));
    expect(getLocation().search).toBe('?destination=neil-island');
  });
});
