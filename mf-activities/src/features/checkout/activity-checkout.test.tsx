import { ApiError } from '@andaman/shared/api-client/http';
import { PAYMENT_FAILED_MESSAGE } from '@andaman/shared/api-client/payment';
import { activityFormMessages } from '@andaman/shared/contracts/activities';
import { setRuntimeConfig } from '@andaman/shared/runtime-config';
import { readPaymentReturn } from '@andaman/shared/state/payment-return';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { activityMessages } from '../../domain/messages';
import { activityBuilder } from '../../testing/activity-builders';
import { ActivityCheckout } from './activity-checkout';
import { bookingAttemptAtom, checkoutDraftAtom, paymentAttemptAtom } from './checkout-state';

const http = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiGet: http.apiGet,
  apiPost: http.apiPost,
}));

const activity = activityBuilder({ id: 2, starterPrice: 4500, offerPrice: 3900 });
const filled = {
  fullName: 'Kiran Rao',
  email: 'kiran@example.com',
  phone: '9876543210',
  nationality: 'India-Indian',
  startDate: '2099-01-11',
  specialRequests: 'Vegetarian lunch, please',
  participants: 2,
};
const booked = {
  success: true,
  data: {
    id: 41,
    activityId: 2,
    clientCount: 2,
    clientName: 'Kiran Rao',
    clientEmail: 'kiran@example.com',
    clientPhone: '9876543210',
    startDate: '2099-01-11',
    total: 7800,
    createdAt: '2099-01-01T00:00:00.000Z',
  },
};
const created = (url: string, success = true) => ({
  success,
  data: {
    merchantTransactionId: 'M1',
    transactionId: 'T1',
    amount: 7800,
    instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url, method: 'GET' } },
  },
});
const calls = (path: string) => http.apiPost.mock.calls.filter(([called]) => called === path);

function renderCheckout(draft: typeof filled | null = filled) {
  const store = createStore();
  if (draft) store.set(checkoutDraftAtom, { activityId: 2, values: draft });
  const redirect = vi.fn();
  const view = renderWithProviders(
    <Provider store={store}>
      <ActivityCheckout activity={activity} defaultDate="2099-01-10" redirect={redirect} />
    </Provider>,
    { route: '/activity-checkout?activityId=2' },
  );
  return { ...view, store, redirect };
}

const proceed = () => screen.getByRole('button', { name: 'Proceed to Payment' });

beforeAll(() => {
  setRuntimeConfig({
    remotes: [],
    api: { baseUrl: '/api', contentBaseUrl: '/wp-json' },
    contact: {
      callLink: 'tel:+910000000000',
      whatsAppLink: 'https://wa.me/910000000000',
      supportEmail: 'a@b.co',
    },
    paymentOrigins: ['http://localhost:4000'],
  });
});
beforeEach(() => {
  http.apiGet.mockReset();
  http.apiPost.mockReset();
  sessionStorage.clear();
});

describe('/activity-checkout form', () => {
  it('shows the form messages (rule activities.form.full-name and beside it) and books nothing', async () => {
    const { user } = renderCheckout(null);
    await user.click(proceed());
    for (const message of [
      activityFormMessages.fullName,
      activityFormMessages.email,
      activityFormMessages.phone,
      activityFormMessages.nationality,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(http.apiPost).not.toHaveBeenCalled();
  });

  it('starts on the given date, one participant, never below 1; the total follows the participants', async () => {
    const { user } = renderCheckout(null);
    expect(screen.getByLabelText('Date')).toHaveValue('10 Jan 2099');
    const participants = screen.getByRole('group', { name: 'Participants' });
    expect(within(participants).getByText('1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove a participant' })).toBeDisabled();
    expect(screen.getByTestId('activity-total')).toHaveTextContent('₹3,900');
    await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    expect(screen.getByTestId('activity-total')).toHaveTextContent('₹11,700');
    await user.click(screen.getByRole('button', { name: 'Remove a participant' }));
    expect(screen.getByTestId('activity-total')).toHaveTextContent('₹7,800');
  });

  it('keeps the form as typed for the tab, per activity', async () => {
    const { user, store } = renderCheckout(null);
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    await waitFor(() =>
      expect(store.get(checkoutDraftAtom)).toMatchObject({
        activityId: 2,
        values: { fullName: 'Asha', participants: 2, startDate: '2099-01-10' },
      }),
    );
  });
});

describe('Read More / Show Less', () => {
  it('cuts a long description at 300 characters', async () => {
    const long = `<p>${'Reef '.repeat(100)}</p>`;
    const store = createStore();
    const { user } = renderWithProviders(
      <Provider store={store}>
        <ActivityCheckout activity={{ ...activity, description: long }} defaultDate="2099-01-10" />
      </Provider>,
    );
    const about = screen.getByRole('region', { name: 'About this activity' });
    expect(about.textContent?.includes('Reef '.repeat(100).trim())).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(about).toHaveTextContent('Reef '.repeat(100).trim());
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Proceed to Payment', () => {
  it('books, pays the server total with one key each, and follows the allowed provider URL', async () => {
    http.apiPost.mockImplementation(async (path: string) =>
      path === '/activity-bookings' ? booked : created('http://localhost:4000/pay/T1'),
    );
    const { user, redirect, store } = renderCheckout();
    await user.click(proceed());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://localhost:4000/pay/T1'));
    const [, bookingBody, , bookingOptions] = calls('/activity-bookings')[0] ?? [];
    expect(bookingBody).toEqual({
      clientCount: 2,
      clientName: 'Kiran Rao',
      clientEmail: 'kiran@example.com',
      clientPhone: '9876543210',
      startDate: '2099-01-11',
      activityId: 2,
      // Sent and stored (rule activities.booking.stored).
      nationality: 'India-Indian',
      specialRequests: 'Vegetarian lunch, please',
    });
    expect(bookingOptions.idempotencyKey).toEqual(expect.any(String));
    const [, paymentBody, , paymentOptions] = calls('/payment')[0] ?? [];
    expect(paymentBody).toMatchObject({
      payment_gateway_data: { amount: 7800, email: 'kiran@example.com', phone: '9876543210' },
      data: [
        {
          service: 'activity',
          activity_data: {
            bookingId: 41,
            activityId: 2,
            clientName: 'Kiran Rao',
            clientCount: 2,
            total: 7800,
          },
        },
      ],
    });
    expect(paymentOptions.idempotencyKey).toEqual(expect.any(String));
    // The form stays until the payment is paid: "Try again" after a decline finds it
    // (rule payment.failed.try-again).
    expect(store.get(checkoutDraftAtom)).toMatchObject({ activityId: 2, values: { fullName: 'Kiran Rao' } });
    expect(readPaymentReturn()).toEqual({
      retryPath: expect.stringMatching(/^\//),
      clearWhenPaid: ['activities.checkout'],
    });
    expect(store.get(bookingAttemptAtom)).toBeNull();
  });

  it('a double click creates one booking', async () => {
    http.apiPost.mockImplementation(async (path: string) =>
      path === '/activity-bookings' ? booked : created('http://localhost:4000/pay/T1'),
    );
    const { redirect } = renderCheckout();
    fireEvent.click(proceed());
    fireEvent.click(proceed());
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(calls('/activity-bookings')).toHaveLength(1);
    expect(calls('/payment')).toHaveLength(1);
  });

  it('tries the payment 3 times 1 s apart with one key, then "Payment processing failed. Please try again."', async () => {
    http.apiPost.mockImplementation(async (path: string) => {
      if (path === '/activity-bookings') return booked;
      throw new ApiError('Service Unavailable', { status: 503 });
    });
    const { user, redirect, store } = renderCheckout();
    await user.click(proceed());
    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE, {}, { timeout: 8000 })).toBeInTheDocument();
    const keys = calls('/payment').map(([, , , options]) => options.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(redirect).not.toHaveBeenCalled();
    // The next click books the same booking again (same key, so the server replays it) and pays with the same
    // key.
    const bookingKey = store.get(bookingAttemptAtom)?.key;
    const paymentKey = store.get(paymentAttemptAtom)?.key;
    http.apiPost.mockImplementation(async (path: string) =>
      path === '/activity-bookings' ? booked : created('http://localhost:4000/pay/T1'),
    );
    await user.click(proceed());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(calls('/activity-bookings').map(([, , , options]) => options.idempotencyKey)).toEqual([
      bookingKey,
      bookingKey,
    ]);
    expect(calls('/payment').at(-1)?.[3].idempotencyKey).toBe(paymentKey);
  }, 40_000);

  it('an answer without success: "Failed to initiate payment.", tried once', async () => {
    http.apiPost.mockImplementation(async (path: string) =>
      path === '/activity-bookings' ? booked : created('http://localhost:4000/pay/T1', false),
    );
    const { user, redirect } = renderCheckout();
    await user.click(proceed());
    expect(await screen.findByText(activityMessages.paymentNotInitiated)).toBeInTheDocument();
    expect(calls('/payment')).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('never follows a provider URL off the allow-list', async () => {
    http.apiPost.mockImplementation(async (path: string) =>
      path === '/activity-bookings' ? booked : created('https://evil.example/pay'),
    );
    const { user, redirect } = renderCheckout();
    await user.click(proceed());
    expect(await screen.findByText(activityMessages.paymentNotInitiated)).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a failed booking: "Failed to book activity. Please try again." and no payment', async () => {
    http.apiPost.mockRejectedValue(new ApiError('startDate: must not be in the past', { status: 400 }));
    const { user } = renderCheckout();
    await user.click(proceed());
    expect(await screen.findByText(activityMessages.bookingFailed)).toBeInTheDocument();
    expect(calls('/payment')).toHaveLength(0);
  });
});
