import { ApiError } from '@andaman/shared/api-client/http';
import {
  queuedRequests,
  sendQueuedRequests,
  WAITING_FOR_CONNECTION,
} from '@andaman/shared/api-client/queued-requests';
import { guestMessages } from '@andaman/shared/contracts/guests';
import { ownerTokenOf } from '@andaman/shared/state/device-bookings';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { BOOKING_SUCCESS_MESSAGE } from '../../api/create-hotel-booking';
import { readCheckout } from '../../domain/search-params';
import { roomWithHotel } from '../../testing/hotel-builders';
import { bookingAttemptAtom, checkoutDraftAtom } from './checkout-state';
import { HotelCheckout, MISSING_BOOKING_INFORMATION } from './hotel-checkout';

const http = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiGet: http.apiGet,
  apiPost: http.apiPost,
}));

const QUERY =
  'roomId=11&checkIn=2030-01-10&checkOut=2030-01-13&guests=3&roomCount=1&hotelName=Coral+Cove+Residency' +
  '&roomCapacity=2&extraGuestCount=1&extraGuestCharge=1000&effectivePrice=3400&total=4400';

const filledDraft = {
  contactName: 'Asha Rao',
  contactEmail: 'asha@example.com',
  contactPhone: '9876543210',
  contactPhoneAlt: '',
  guests: [
    { title: 'Ms', name: 'Asha Rao', age: '34', nationality: 'India-Indian' },
    { title: 'Mr', name: 'Tom Hill', age: '36', nationality: 'France-French' },
    { title: 'Mrs', name: 'Mia Hill', age: '33', nationality: 'France-French' },
  ],
};

function renderCheckout(query = QUERY, draft = filledDraft) {
  const store = createStore();
  store.set(checkoutDraftAtom, draft);
  const checkout = readCheckout(new URLSearchParams(query));
  const view = renderWithProviders(
    <Provider store={store}>
      <HotelCheckout query={checkout} guestCount={checkout.guests ?? 0} />
    </Provider>,
    { route: `/hotels/checkout?${query}` },
  );
  return { ...view, store };
}

/** Toasts load antd lazily: slow under jsdom. */
const TOAST = { timeout: 15_000 };

const RECEIPT = { reference: 'AND-7K3P9Q', ownerToken: 'T'.repeat(24) };
const booked = { success: true, message: BOOKING_SUCCESS_MESSAGE, data: RECEIPT };

beforeEach(() => {
  sessionStorage.clear();
  http.apiGet.mockReset().mockResolvedValue({ success: true, data: roomWithHotel() });
  http.apiPost.mockReset();
});

describe('hotel checkout', () => {
  it('shows a card per guest, the contact card and the summary priced per room per night (rule hotels.price.per-room-night)', async () => {
    renderCheckout();
    expect(screen.getAllByRole('region', { name: /^Guest \d$/ })).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Contact Details' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Guest 2' })).getByText('French')).toBeInTheDocument();
    // Before the room loads, the figures Book Now put in the address give the same price.
    expect(screen.getByTestId('price-per-night')).toHaveTextContent('₹4,400');
    expect(screen.getByTestId('total-payable')).toHaveTextContent('₹13,200');
    expect(await screen.findByText('Sea View Room')).toBeInTheDocument();
    expect(screen.getByText('Deluxe · Sea View')).toBeInTheDocument();
    expect(screen.getByTestId('total-payable')).toHaveTextContent('₹13,200');
    expect(screen.getByText('Your Payment Breakdown')).toBeInTheDocument();
    const nights = screen.getAllByTestId('breakdown-night');
    expect(nights).toHaveLength(3);
    for (const night of nights) {
      expect(night).toHaveTextContent('1 room × ₹3,400 + 1 extra guest × ₹1,000');
      expect(night).toHaveTextContent('₹4,400');
    }
    expect(screen.getByText('3 (1 extra)')).toBeInTheDocument();
  });

  it('sends one booking request with every guest, toasts success and shows its thank-you page in place of the checkout (rule trips.hotel-request.done)', async () => {
    http.apiPost.mockResolvedValue(booked);
    const { user, getLocation, store } = renderCheckout();
    const submit = screen.getByRole('button', { name: 'Submit Booking Request' });
    await user.dblClick(submit);
    expect(await screen.findByText(BOOKING_SUCCESS_MESSAGE, {}, TOAST)).toBeInTheDocument();
    await waitFor(() => expect(getLocation().pathname).toBe('/thank-you-holidays/'), TOAST);
    expect(getLocation().search).toBe('?reference=AND-7K3P9Q');
    expect(ownerTokenOf('AND-7K3P9Q')).toBe(RECEIPT.ownerToken);
    expect(http.apiPost).toHaveBeenCalledTimes(1);
    const [path, body, , options] = http.apiPost.mock.calls[0] ?? [];
    expect(path).toBe('/hotel-bookings');
    expect(body).toEqual({
      contactName: 'Asha Rao',
      contactEmail: 'asha@example.com',
      contactPhone: '9876543210',
      contactPhoneAlt: '',
      guestCount: 3,
      roomCount: 1,
      guests: [
        { title: 'Ms', name: 'Asha Rao', age: 34, nationality: 'India-Indian' },
        { title: 'Mr', name: 'Tom Hill', age: 36, nationality: 'France-French' },
        { title: 'Mrs', name: 'Mia Hill', age: 33, nationality: 'France-French' },
      ],
      checkIn: '2030-01-10',
      checkOut: '2030-01-13',
      roomTypeId: 11,
    });
    expect(options.idempotencyKey).toEqual(expect.any(String));
    expect(store.get(bookingAttemptAtom)).toBeNull();
    expect(store.get(checkoutDraftAtom).contactName).toBe('');
  }, 90_000);

  it('offline, keeps the request with its key, says it waits, and sends it once back online (rule trips.offline.queue)', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      // What the API answers (the sender sends with the HTTP client; the page parses the answer).
      http.apiPost.mockResolvedValue({
        ...booked,
        data: {
          ...RECEIPT,
          id: 'b'.repeat(16),
          roomTypeId: 11,
          hotelId: 1,
          checkIn: '2030-01-10',
          checkOut: '2030-01-13',
          nights: 3,
          guestCount: 3,
          roomCount: 1,
          total: 13_200,
          status: 'REQUESTED',
          createdAt: '2030-01-01T00:00:00.000Z',
        },
      });
      const { user, getLocation, store } = renderCheckout();
      await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
      expect(await screen.findByRole('status')).toHaveTextContent(WAITING_FOR_CONNECTION);
      expect(screen.getByRole('button', { name: 'Waiting for a connection…' })).toBeDisabled();
      expect(http.apiPost).not.toHaveBeenCalled();
      const [queued] = queuedRequests();
      expect(queued).toMatchObject({ path: '/hotel-bookings', key: store.get(bookingAttemptAtom)?.key });

      online.mockReturnValue(true);
      await sendQueuedRequests();
      await waitFor(() => expect(getLocation().pathname).toBe('/thank-you-holidays/'), TOAST);
      expect(http.apiPost).toHaveBeenCalledTimes(1);
      expect(http.apiPost.mock.calls[0]?.[3]).toMatchObject({ idempotencyKey: queued?.key });
      expect(queuedRequests()).toEqual([]);
      expect(ownerTokenOf('AND-7K3P9Q')).toBe(RECEIPT.ownerToken);
    } finally {
      online.mockRestore();
      localStorage.clear();
    }
  }, 90_000);

  it("shows the server's message and reuses the Idempotency-Key on a retry", async () => {
    http.apiPost
      .mockRejectedValueOnce(new ApiError('Room type 11 not found', { status: 404 }))
      .mockResolvedValueOnce(booked);
    const { user } = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findByText('Room type 11 not found', {}, TOAST)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() => expect(http.apiPost).toHaveBeenCalledTimes(2));
    const keys = http.apiPost.mock.calls.map((call) => call[3].idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the server's message on the page when the room does not exist (404)", async () => {
    http.apiGet.mockReset().mockRejectedValue(new ApiError('Room type 11 not found', { status: 404 }));
    renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('Room type 11 not found');
    // A 404 is an answer: asked once, not retried.
    expect(http.apiGet).toHaveBeenCalledTimes(1);
  });

  it('says "An unexpected error occurred" when no answer arrives', async () => {
    http.apiPost.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findByText('An unexpected error occurred', {}, TOAST)).toBeInTheDocument();
  });

  it('says "Missing required booking information" without a room', async () => {
    const { user } = renderCheckout(QUERY.replace('roomId=11&', ''));
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findByText(MISSING_BOOKING_INFORMATION, {}, TOAST)).toBeInTheDocument();
    expect(http.apiPost).not.toHaveBeenCalled();
  });

  it('validates the guests before sending', async () => {
    const { user } = renderCheckout(QUERY, { ...filledDraft, guests: [] });
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findAllByText(guestMessages.title)).toHaveLength(3);
    expect(http.apiPost).not.toHaveBeenCalled();
  });
});
