import { readPaymentReturn, rememberPaymentReturn } from '@andaman/shared/state/payment-return';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderRoute, stubFetch } from '../testing/render-route';
import { PaymentStatusPage } from './payment-status-page';

const PATH = '/payment-status/:transactionId';

function answer(data: Record<string, unknown>) {
  return stubFetch(() =>
    jsonResponse({ success: true, data: { transactionId: 'T123', amount: 1500, ...data } }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('PaymentStatusPage', () => {
  it('says it is verifying while the check runs, and asks for the transaction', async () => {
    const { requests } = stubFetch(() => new Promise<Response>(() => {}));
    renderRoute(<PaymentStatusPage />, { path: PATH, url: '/payment-status/T123' });
    expect(screen.getByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we verify your payment...')).toBeInTheDocument();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('http://localhost/api/payment/check-transaction-id/T123');
  });

  it.each([
    ['ferry', '/thank-you-ferry/'],
    ['activity', '/thank-you-activities/'],
    ['hotel', '/thank-you-holidays/'],
    ['holiday', '/thank-you-holidays/'],
    [undefined, '/thank-you-ferry/'],
  ])('sends a completed %s payment to %s', async (transactionType, path) => {
    answer({ paymentStatus: 'COMPLETED', transactionType });
    const { getLocation } = renderRoute(<PaymentStatusPage />, { path: PATH, url: '/payment-status/T123' });
    await waitFor(() => expect(getLocation().pathname).toBe(path));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Payment Failed!" when the payment is not completed, then goes home', async () => {
    answer({ paymentStatus: 'FAILED', transactionType: 'activity' });
    const { user, getLocation } = renderRoute(<PaymentStatusPage />, {
      path: PATH,
      url: '/payment-status/T123',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed!' });
    expect(within(dialog).getByText('Transaction unsuccessful')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(getLocation().pathname).toBe('/'));
  });

  it('offers "Try again" back to the checkout as it was left, without "Processing Payment" behind (rule payment.failed.try-again)', async () => {
    rememberPaymentReturn({
      retryPath: '/activity-checkout?activityId=2',
      clearWhenPaid: ['activities.checkout'],
    });
    answer({ paymentStatus: 'FAILED', transactionType: 'activity', failureReason: 'declined' });
    const { user, getLocation } = renderRoute(<PaymentStatusPage />, {
      path: PATH,
      url: '/payment-status/T123',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed!' });
    expect(screen.queryByText('Processing Payment')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Payment Failed!', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please wait while we verify your payment...')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(getLocation().pathname).toBe('/activity-checkout'));
    expect(getLocation().search).toBe('?activityId=2');
  });

  it('forgets the booking as typed once the payment is paid', async () => {
    sessionStorage.setItem('activities.checkout', '{}');
    rememberPaymentReturn({ retryPath: '/activity-checkout', clearWhenPaid: ['activities.checkout'] });
    answer({ paymentStatus: 'COMPLETED', transactionType: 'activity' });
    const { getLocation } = renderRoute(<PaymentStatusPage />, { path: PATH, url: '/payment-status/T123' });
    await waitFor(() => expect(getLocation().pathname).toBe('/thank-you-activities/'));
    expect(sessionStorage.getItem('activities.checkout')).toBeNull();
    expect(readPaymentReturn()).toBeUndefined();
  });

  it('says the seats were just taken when someone else bought them first, and offers to choose again', async () => {
    answer({ paymentStatus: 'FAILED', transactionType: 'ferry', failureReason: 'seats-taken' });
    const { user, getLocation } = renderRoute(<PaymentStatusPage />, {
      path: PATH,
      url: '/payment-status/T123',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed!' });
    expect(within(dialog).getByText(/Those seats were just taken/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose again' }));
    await waitFor(() => expect(getLocation().pathname).toBe('/ferry'));
  });

  it('goes home when the "Payment Failed!" dialog is dismissed with its close button', async () => {
    answer({ paymentStatus: 'PENDING', transactionType: 'ferry' });
    const { user, getLocation } = renderRoute(<PaymentStatusPage />, {
      path: PATH,
      url: '/payment-status/T123',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed!' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(getLocation().pathname).toBe('/'));
  });

  it.each([
    ['a server error', () => jsonResponse({ success: false, message: 'Transaction not found' }, 404)],
    ['success: false', () => jsonResponse({ success: false, message: 'Unknown transaction', data: null })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer without a status', () => jsonResponse({ success: true, data: { transactionId: 'T404' } })],
  ])('shows "Transaction unsuccessful!" when the check fails with %s, then goes home', async (_, respond) => {
    stubFetch(respond);
    const { user, getLocation } = renderRoute(<PaymentStatusPage />, {
      path: PATH,
      url: '/payment-status/T404',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction unsuccessful!' });
    expect(within(dialog).getByText('Transaction Failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment Failed!' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(getLocation().pathname).toBe('/'));
  });

  it('goes home when the dialog is closed with Escape (the browser closes it)', async () => {
    answer({ paymentStatus: 'FAILED', transactionType: 'ferry' });
    const { getLocation } = renderRoute(<PaymentStatusPage />, { path: PATH, url: '/payment-status/T123' });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed!' });
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(getLocation().pathname).toBe('/'));
  });

  it("keeps Tab and Shift+Tab among the dialog's controls (rule site.dialog-focus)", async () => {
    rememberPaymentReturn({ retryPath: '/activity-checkout', clearWhenPaid: [] });
    answer({ paymentStatus: 'FAILED', transactionType: 'activity' });
    const { user } = renderRoute(<PaymentStatusPage />, { path: PATH, url: '/payment-status/T123' });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed!' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const home = within(dialog).getByRole('button', { name: 'Back to home' });
    home.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(home).toHaveFocus();
  });
});
