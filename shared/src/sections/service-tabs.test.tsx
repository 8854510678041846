import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { activeServiceTab, ServiceTabs } from './service-tabs';

describe('ServiceTabs', () => {
  it('links Holiday Packages to /, Hotels to /hotels and Ferry to /ferry', () => {
    renderWithProviders(<ServiceTabs />);
    const nav = screen.getByRole('navigation', { name: 'Book a service' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Holiday Packages' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('link', { name: 'Ferry' })).toHaveAttribute('href', '/ferry');
  });

  it('highlights the current service', () => {
    renderWithProviders(<ServiceTabs />, { route: '/ferry?trip_no=1' });
    expect(screen.getByRole('link', { name: 'Ferry' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Hotels' })).not.toHaveAttribute('aria-current');
  });

  it('moves the highlight when a tab is followed', async () => {
    const { user, getLocation } = renderWithProviders(<ServiceTabs />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Holiday Packages' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Hotels' }));
    expect(getLocation().pathname).toBe('/hotels');
    expect(screen.getByRole('link', { name: 'Hotels' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('activeServiceTab', () => {
  it.each([
    ['/', 'holidays'],
    ['/itinerary/3', 'holidays'],
    ['/hotels', 'hotels'],
    ['/hotels/42', 'hotels'],
    ['/ferry', 'ferry'],
    ['/tickets', 'ferry'],
    ['/blog', undefined],
    ['/hotelsx', undefined],
  ])('%s → %s', (pathname, expected) => {
    expect(activeServiceTab(pathname)).toBe(expected);
  });
});
