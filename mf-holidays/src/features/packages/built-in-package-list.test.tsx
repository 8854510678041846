import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { ItineraryListPage } from '../../pages/itinerary-list-page';

describe('/itinerary (rule holidays.route.list)', () => {
  it('shows the banner and the seven built-in packages', () => {
    renderWithProviders(<ItineraryListPage />, { route: '/itinerary' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan your vacation' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Holiday packages' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'WEEKEND GATEWAY',
      'AMAZING ANDAMAN',
      'EXPLORE ANDAMAN',
      'OFF BEAT ANDAMAN',
      'AMAZING ANDAMAN',
      'EXPERIENCE ANDAMAN',
      'ETERNAL ANDAMAN',
    ]);
    expect(cards[0]).toHaveTextContent(/Starts from\s*₹10,500\s*Per person/);
    expect(cards[0]).toHaveTextContent('3 Nights');
    expect(cards[0]).toHaveTextContent('Port Blair');
  });

  it('View shows the overlay and opens the package after 0.5 s', async () => {
    const { user, getLocation } = renderWithProviders(<ItineraryListPage />, { route: '/itinerary' });
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'View EXPLORE ANDAMAN, 5 Nights' }));
    expect(screen.getByRole('status', { name: 'Opening holiday package' })).toBeInTheDocument();
    expect(getLocation().pathname).toBe('/itinerary');
    await waitFor(() => expect(getLocation().pathname).toBe('/itinerary/3'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });
});
