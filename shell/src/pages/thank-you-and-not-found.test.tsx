import { rememberBooking } from '@andaman/shared/state/device-bookings';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { jsonResponse, renderRoute, stubFetch } from '../testing/render-route';
import { NotFoundPage } from './not-found-page';
import { ThankYouActivitiesPage, ThankYouFerryPage, ThankYouHolidaysPage } from './thank-you-page';

const TRIP = {
  kind: 'activity',
  reference: 'AND-7K3P9Q',
  status: 'paid',
  amount: 7800,
  createdAt: '2030-01-10T06:00:00.000Z',
  contactName: 'Kiran Rao',
  contactEmail: 'kiran@example.com',
  activityName: 'Scuba Diving',
  location: 'Havelock',
  date: '2030-01-11',
  participants: 2,
};

// The page suspends on its read (React's `use`): a render that suspends is awaited inside `act`.
const renderPage = (ui: ReactElement, path: string) =>
  act(async () => {
    renderRoute(ui, { path, url: `${path}?reference=AND-7K3P9Q` });
  });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe.each<[string, () => ReactElement, RegExp]>([
  ['/thank-you-ferry/', () => <ThankYouFerryPage />, /ferry booking is confirmed/],
  ['/thank-you-activities/', () => <ThankYouActivitiesPage />, /activity is booked/],
  ['/thank-you-holidays/', () => <ThankYouHolidaysPage />, /received your booking/],
])('%s', (path, page, heading) => {
  it('opened without a booking of this device, says so and confirms nothing (rule trips.thank-you.none)', async () => {
    await renderPage(page(), path);
    expect(await screen.findByRole('heading', { level: 1, name: 'No booking to show' })).toBeInTheDocument();
    expect(screen.queryByText(/confirmed|is booked|received/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute('href', '/trips');
  });

  it('shows the booking: reference, what was booked, the amount and what happens next (rule trips.thank-you)', async () => {
    rememberBooking({ reference: 'AND-7K3P9Q', ownerToken: 'T'.repeat(24) });
    const { requests } = stubFetch(() => jsonResponse({ success: true, data: TRIP }));
    await renderPage(page(), path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('AND-7K3P9Q');
    expect(screen.getByText('Scuba Diving', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('₹7,800')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and print your ticket' })).toHaveAttribute(
      'href',
      '/trips/AND-7K3P9Q',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(requests[0]?.url).toBe('http://localhost/api/trips/AND-7K3P9Q');
    expect(requests[0]?.headers.get('X-Booking-Token')).toBe('T'.repeat(24));
  });

  it('says it is loading while the booking is read; a read that fails shows no booking and is not retried', async () => {
    rememberBooking({ reference: 'AND-7K3P9Q', ownerToken: 'T'.repeat(24) });
    let answer: (response: Response) => void = () => undefined;
    const { requests } = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await renderPage(page(), path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loading your booking' }),
    ).toBeInTheDocument();
    answer(jsonResponse({ success: false, message: 'Internal server error' }, 500));
    expect(await screen.findByRole('heading', { level: 1, name: 'No booking to show' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('never calls a booking that is not paid confirmed', async () => {
    rememberBooking({ reference: 'AND-7K3P9Q', ownerToken: 'T'.repeat(24) });
    stubFetch(() => jsonResponse({ success: true, data: { ...TRIP, status: 'payment-failed' } }));
    await renderPage(page(), path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking is not paid' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(screen.getAllByText('Payment failed').length).toBeGreaterThan(0);
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
