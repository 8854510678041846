import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HOLIDAY_STORAGE_KEYS } from '../domain/booking-state';
import { isPastDay } from '../features/package-detail/package-form';
import { aPackage, fakeApi, json, stopFakeApi } from '../testing/holiday-builders';
import { ItineraryDetailPage } from './itinerary-detail-page';

const renderDetail = (id = '3') =>
  renderWithProviders(<ItineraryDetailPage />, {
    route: `/itinerary/${id}`,
    path: '/itinerary/:itineraryId',
  });

beforeEach(() => sessionStorage.clear());
afterEach(stopFakeApi);

describe('/itinerary/{id} (rule holidays.route.detail)', () => {
  it('says "Holiday package not found" for a missing package', async () => {
    fakeApi(() => json(404, { success: false, message: 'Holiday package not found' }));
    renderDetail('99');
    expect(await screen.findByText('Holiday package not found')).toBeInTheDocument();
  });

  it('says "Holiday package not found" for an id that is not a number, without asking', () => {
    const seen = fakeApi(() => json(500, {}));
    renderDetail('abc');
    expect(screen.getByText('Holiday package not found')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('shows name, plan, price per person, timeline, gallery and the tabs', async () => {
    fakeApi(() => json(200, { success: true, data: aPackage() }));
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'EXPLORE ANDAMAN' })).toBeInTheDocument();
    expect(screen.getByText('Plan your 6 days & 5 nights vacation for 2 person(s)')).toBeInTheDocument();
    expect(await screen.findByRole('complementary', { name: 'Book this package' })).toHaveTextContent(
      /₹17,500\s*Per person/,
    );
    const timeline = screen.getByRole('list', { name: 'Package timeline' });
    expect(timeline).toHaveTextContent('01 Oct 2026');
    expect(timeline).toHaveTextContent('Arrival at Port Blair');
    expect(timeline).toHaveTextContent('30 Sep 2027');
    expect(screen.getAllByRole('img', { name: /EXPLORE ANDAMAN \(\d\)/ })).toHaveLength(2);

    const tabs = screen.getByRole('tablist', { name: 'Package details' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Itinerary', 'Hotels']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Daily breakfast');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Camera tickets');
    await user.click(within(tabs).getByRole('tab', { name: 'Hotels' }));
    const hotels = screen.getByRole('tabpanel');
    expect(hotels).toHaveTextContent('Coral Bay Resort');
    expect(hotels).toHaveTextContent('Super Deluxe');
    expect(within(hotels).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('has no Hotels tab when the package has no days', async () => {
    fakeApi(() => json(200, { success: true, data: aPackage({ days: [] }) }));
    renderDetail();
    const tabs = await screen.findByRole('tablist', { name: 'Package details' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Itinerary']);
  });

  it('gives the messages for a missing date, missing guests and too many guests (rule holidays.form.guests-max)', async () => {
    fakeApi(() => json(200, { success: true, data: aPackage() }));
    const { user } = renderDetail();
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    await user.click(checkout);
    expect(await screen.findByText('Check-in date is required')).toBeInTheDocument();
    expect(screen.getByText('Guest is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Guests/), '3');
    await user.click(checkout);
    expect(
      await screen.findByText('Guests cannot be more than total person in the package'),
    ).toBeInTheDocument();
  });

  it('Checkout shows the overlay for 3 s, then opens the checkout with the booking in its query', async () => {
    // Another package than the other tests', whose forms are kept for the session.
    fakeApi(() => json(200, { success: true, data: aPackage({ id: 5 }) }));
    // Today is the first day that can be picked, and always on the calendar's first page.
    const checkIn = dayjs().format('YYYY-MM-DD');
    const { user, getLocation } = renderDetail('5');
    await user.click(await screen.findByLabelText(/Check-in date/));
    // The calendar opens once antd's picker has arrived (the field asks for it on first use).
    const day = await waitFor(() => {
      const cell = document.querySelector(`td[title="${checkIn}"]`);
      if (!(cell instanceof HTMLElement)) throw new Error('no calendar cell for today');
      return cell;
    });
    await user.click(day);
    await user.type(screen.getByLabelText(/Guests/), '2');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('status', { name: 'Preparing your booking' })).toBeInTheDocument();
    await waitFor(() => expect(getLocation().pathname).toBe('/itinerary/checkout'), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Object.fromEntries(new URLSearchParams(getLocation().search))).toEqual({
      guests: '2',
      checkIn,
      holidayPackageId: '5',
      holidayPackageName: 'EXPLORE ANDAMAN',
      perPersonPrice: '17500',
      total: '35000',
    });
    // What was typed is kept for the tab's session, so a reload starts from it.
    expect(JSON.parse(sessionStorage.getItem(HOLIDAY_STORAGE_KEYS.packageForms) ?? '{}')).toMatchObject({
      5: { checkIn, guests: '2' },
    });
  }, 60_000);

  it('disables the days before today', () => {
    const today = dayjs('2030-05-10T12:00:00');
    expect(isPastDay(dayjs('2030-05-09'), today)).toBe(true);
    expect(isPastDay(dayjs('2030-05-10'), today)).toBe(false);
    expect(isPastDay(dayjs('2030-05-11'), today)).toBe(false);
  });
});
