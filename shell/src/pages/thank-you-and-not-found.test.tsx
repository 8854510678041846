import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderRoute } from '../testing/render-route';
import { NotFoundPage } from './not-found-page';
import { ThankYouActivitiesPage, ThankYouFerryPage, ThankYouHolidaysPage } from './thank-you-page';

describe.each<[string, () => ReactElement, RegExp]>([
  ['/thank-you-ferry/', () => <ThankYouFerryPage />, /ferry booking is confirmed/],
  ['/thank-you-activities/', () => <ThankYouActivitiesPage />, /activity is booked/],
  ['/thank-you-holidays/', () => <ThankYouHolidaysPage />, /received your booking/],
])('%s', (path, page, heading) => {
  it('confirms the booking, says what happens next and links home', () => {
    renderRoute(page(), { path });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'support@andamanislands.example' })).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('says the page is missing and links home and to the main services', () => {
    renderRoute(<NotFoundPage />, { path: '*', url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Ferry tickets', '/ferry'],
      ['Hotels', '/hotels'],
      ['Activities', '/activities'],
      ['Holiday packages', '/itinerary'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(document.title).toBe('Page not found | Andaman Island Experts');
  });
});
