import {
  queuedRequests,
  sendQueuedRequests,
  WAITING_FOR_CONNECTION,
} from '@andaman/shared/api-client/queued-requests';
import { ownerTokenOf } from '@andaman/shared/state/device-bookings';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { checkoutPath } from '../../domain/checkout-params';
import { ItineraryCheckoutPage } from '../../pages/itinerary-checkout-page';
import { fakeApi, json, stopFakeApi } from '../../testing/holiday-builders';
import { holidayBookingRequest } from './booking-request';
import { bookingAttemptAtom, checkoutDraftAtom } from './checkout-state';

const params = {
  guests: 2,
  checkIn: '2030-02-01',
  holidayPackageId: 3,
  holidayPackageName: 'EXPLORE ANDAMAN',
  perPersonPrice: 17500,
  total: 35000,
};

const filled = {
  contactName: 'Asha Rao',
  contactEmail: 'asha@example.com',
  contactPhone: '9876543210',
  contactPhoneAlt: '',
  guests: [
    { title: 'Ms', name: 'Asha Rao', age: '29', nationality: 'India-Indian' },
    { title: 'Mr', name: 'Ravi Rao', age: '31', nationality: 'India-Indian' },
  ],
};

const booked = () =>
  json(200, {
    success: true,
    message: 'Booking request received',
    data: {
      id: 'b00king-id-12',
      reference: 'AND-7K3P9Q',
      ownerToken: 'T'.repeat(24),
      holidayPackageId: 3,
      checkIn: '2030-02-01',
      guestCount: 2,
      total: 35000,
      status: 'REQUESTED',
      createdAt: '2030-01-01T00:00:00.000Z',
    },
  });

/** The checkout page at `route`; with a booking in the address, once its form's code has arrived. */
async function renderCheckout(store = createStore(), route = checkoutPath(params)) {
  const result = renderWithProviders(
    <Provider store={store}>
      <ItineraryCheckoutPage />
    </Provider>,
    { route },
  );
  if (route === checkoutPath(params)) await screen.findByRole('form', { name: 'Package guest details' });
  return { ...result, store };
}

afterEach(stopFakeApi);

describe('/itinerary/checkout (rule holidays.route.checkout)', () => {
  it('shows a guest card per guest and the order summary with total = price × guests', async () => {
    await renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Package guest details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guest 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guest 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guest 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('EXPLORE ANDAMAN');
    expect(summary).toHaveTextContent('01 Feb 2030');
    expect(summary).toHaveTextContent(/Guests\s*2/);
    expect(summary).toHaveTextContent(/Price per person\s*₹17,500/);
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('₹35,000');
  });

  it('asks for a package first when the query is incomplete', async () => {
    await renderCheckout(createStore(), '/itinerary/checkout?guests=2');
    expect(screen.getByText('Choose a package and a check-in date first.')).toBeInTheDocument();
  });

  // rule guests.title, rule guests.name, rule guests.age and the contact's rules
  it('gives the guest messages on an empty submit and sends nothing', async () => {
    const seen = fakeApi(booked);
    const { user } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findAllByText('Title is required')).toHaveLength(2);
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
    expect(screen.getAllByText('Age is required')).toHaveLength(2);
    expect(seen).toHaveLength(0);
  });

  it('starts from the draft, books once on a double click, toasts and loads its thank-you page in place of the checkout', async () => {
    const seen = fakeApi(booked);
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const store = createStore();
    store.set(checkoutDraftAtom, filled);
    const { user } = await renderCheckout(store);
    expect(screen.getAllByLabelText('Full name')[1]).toHaveValue('Ravi Rao');

    const book = screen.getByRole('button', { name: 'Book Now' });
    await user.dblClick(book);
    expect(
      await screen.findByText('Holiday package booking request sent successfully.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/thank-you-holidays/?reference=AND-7K3P9Q'), {
      timeout: 3000,
    });

    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      contactName: 'Asha Rao',
      contactEmail: 'asha@example.com',
      contactPhone: '9876543210',
      guestCount: 2,
      guests: [
        { title: 'Ms', name: 'Asha Rao', age: 29, nationality: 'India-Indian' },
        { title: 'Mr', name: 'Ravi Rao', age: 31, nationality: 'India-Indian' },
      ],
      checkIn: '2030-02-01',
      holidayPackageId: 3,
    });
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    // Booked: the draft and the key are dropped.
    expect(store.get(checkoutDraftAtom).contactName).toBe('');
    expect(store.get(bookingAttemptAtom)).toBeNull();
  });

  it('retries a failed booking with the same Idempotency-Key and shows the server message', async () => {
    let calls = 0;
    const seen = fakeApi(() => {
      calls += 1;
      return calls === 1 ? json(503, { success: false, message: 'Try again shortly' }) : booked();
    });
    vi.stubGlobal('location', { ...window.location, replace: vi.fn() });
    const store = createStore();
    store.set(checkoutDraftAtom, filled);
    const { user } = await renderCheckout(store);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Try again shortly', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(
      await screen.findByText('Holiday package booking request sent successfully.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const keys = seen.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('/itinerary/checkout without a connection (rule trips.offline.queue)', () => {
  it('keeps the request with its key, says it waits, and sends it once back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const seen = fakeApi(booked);
      const replace = vi.fn();
      vi.stubGlobal('location', { ...window.location, replace });
      const store = createStore();
      store.set(checkoutDraftAtom, filled);
      const { user } = await renderCheckout(store);
      await user.click(screen.getByRole('button', { name: 'Book Now' }));
      expect(await screen.findByText(WAITING_FOR_CONNECTION)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Waiting for a connection…' })).toBeDisabled();
      expect(seen).toHaveLength(0);
      const [queued] = queuedRequests();
      expect(queued).toMatchObject({
        path: '/holiday-package-bookings',
        key: store.get(bookingAttemptAtom)?.key,
      });

      online.mockReturnValue(true);
      await sendQueuedRequests();
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/thank-you-holidays/?reference=AND-7K3P9Q'), {
        timeout: 8000,
      });
      const posts = seen.filter((request) => request.method === 'POST');
      expect(posts).toHaveLength(1);
      expect(posts[0]?.headers.get('Idempotency-Key')).toBe(queued?.key);
      expect(queuedRequests()).toEqual([]);
      expect(ownerTokenOf('AND-7K3P9Q')).toBe('T'.repeat(24));
    } finally {
      online.mockRestore();
      localStorage.clear();
    }
  }, 30_000);
});

describe('holidayBookingRequest', () => {
  it('leaves out an empty alternate phone and takes count, date and package from the query', () => {
    const request = holidayBookingRequest(
      {
        contactName: 'A',
        contactEmail: 'a@example.com',
        contactPhone: '1',
        contactPhoneAlt: ' ',
        guests: [{ title: 'Mr', name: 'A', age: 30, nationality: 'India-Indian' }],
      },
      { ...params, guests: 1 },
    );
    expect(request).toEqual({
      contactName: 'A',
      contactEmail: 'a@example.com',
      contactPhone: '1',
      guestCount: 1,
      guests: [{ title: 'Mr', name: 'A', age: 30, nationality: 'India-Indian' }],
      checkIn: '2030-02-01',
      holidayPackageId: 3,
    });
  });
});
