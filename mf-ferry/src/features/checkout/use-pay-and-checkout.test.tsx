import { ApiError } from '@andaman/shared/api-client/http';
import { setRuntimeConfig } from '@andaman/shared/runtime-config';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutDraftAtom } from '../../domain/checkout-draft';
import { ferryMessages, lowWalletMessage } from '../../domain/messages';
import { makruzzTicket } from '../../testing/ferry-builders';
import { FerryCheckout } from './ferry-checkout';

const http = vi.hoisted(() => ({ apiRead: vi.fn(), apiPost: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiPost: http.apiPost,
}));
// The wallet balances are read on fetch alone (`apiRead`), without ky or zod.
vi.mock('@andaman/shared/api-client/api-read', () => ({ apiRead: http.apiRead }));

const SUPPORT = 'support@andamanislands.example';
const cart = { makruzz: [makruzzTicket({ price: 1000, portFee: 50 })], nautika: [], greenOcean: [] };
const passengers = { adults: 1, children: 0 };
const created = (url: string) => ({
  success: true,
  data: {
    merchantTransactionId: 'M1',
    transactionId: 'T1',
    amount: 1050,
    instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url, method: 'GET' } },
  },
});

function renderReadyCheckout() {
  const store = createStore();
  store.set(checkoutDraftAtom, {
    adults: [
      {
        title: 'Mr',
        name: 'Ravi Kumar',
        age: '40',
        nationality: 'India-Indian',
        fpassport: '',
        fexpdate: '',
        fcountry: '',
      },
    ],
    infants: [],
    contact: {
      c_name: 'Ravi Kumar',
      c_email: 'ravi@example.com',
      c_mobile: '9876543210',
      p_contact: '',
    },
  });
  const redirect = vi.fn();
  const view = renderWithProviders(
    <Provider store={store}>
      <FerryCheckout cart={cart} passengers={passengers} redirect={redirect} />
    </Provider>,
    { route: '/passenger-info' },
  );
  return { ...view, redirect, store };
}

const payments = () => http.apiPost.mock.calls.filter(([path]) => path === '/payment');

describe('Pay & Checkout', () => {
  beforeAll(() => {
    setRuntimeConfig({
      remotes: [],
      api: { baseUrl: '/api', contentBaseUrl: '/wp-json' },
      contact: {
        callLink: 'tel:+910000000000',
        whatsAppLink: 'https://wa.me/910000000000',
        supportEmail: SUPPORT,
      },
      paymentOrigins: ['http://localhost:4000'],
    });
  });
  beforeEach(() => {
    http.apiRead.mockReset();
    http.apiPost.mockReset();
    http.apiRead.mockResolvedValue({ success: true, data: { makruzz: { amount: 1_000_000 } } });
  });

  it('asks only for the wallets of operators in the cart', async () => {
    renderReadyCheckout();
    await waitFor(() => expect(http.apiRead).toHaveBeenCalled());
    expect(http.apiRead.mock.calls[0]?.[0]).toBe(
      '/common/wallet-balances?makruzz=true&nautika=false&greenOcean=false',
    );
  });

  it('while balances are loading, says so and does not pay', async () => {
    http.apiRead.mockReturnValue(new Promise(() => undefined));
    const { user } = renderReadyCheckout();
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect(await screen.findByText(ferryMessages.checkingWallet)).toBeInTheDocument();
    expect(screen.getByText(ferryMessages.walletLoading)).toBeInTheDocument();
    expect(payments()).toHaveLength(0);
  });

  it('a wallet below the cost stops the booking: alert e-mail and the support toast', async () => {
    http.apiRead.mockResolvedValue({ success: true, data: { makruzz: { amount: 1049 } } });
    http.apiPost.mockResolvedValue({ success: true, data: { id: 1, kind: 'alert', createdAt: 'now' } });
    const { user } = renderReadyCheckout();
    await waitFor(() => expect(http.apiRead).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect(await screen.findByText(lowWalletMessage(SUPPORT))).toBeInTheDocument();
    expect(http.apiPost.mock.calls.map(([path]) => path)).toEqual(['/common/email']);
  });

  it('pays the total with the alternate phone defaulted, then follows the allowed URL', async () => {
    http.apiPost.mockResolvedValue(created('http://localhost:4000/pay/T1'));
    const { user, redirect } = renderReadyCheckout();
    await waitFor(() => expect(http.apiRead).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://localhost:4000/pay/T1'));
    const [, body, , options] = payments()[0] ?? [];
    expect(body.payment_gateway_data).toEqual({
      email: 'ravi@example.com',
      phone: '9876543210',
      amount: 1050,
    });
    expect(body.data[0].makruzz_cData.p_contact).toBe('9876543210');
    expect(options.idempotencyKey).toEqual(expect.any(String));
    expect(screen.getByRole('button', { name: ferryMessages.processing })).toBeDisabled();
  });

  it('tries 3 times with one Idempotency-Key, then shows both failure messages', async () => {
    http.apiPost.mockRejectedValue(new Error('timeout'));
    const { user, redirect } = renderReadyCheckout();
    await waitFor(() => expect(http.apiRead).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect(await screen.findByText(ferryMessages.paymentFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(ferryMessages.paymentProblem)).toBeInTheDocument();
    const keys = payments().map(([, , , options]) => options.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('seats taken meanwhile: no retry, says so and offers to choose again', async () => {
    http.apiPost.mockRejectedValue(
      new ApiError('data.0: Makruzz Royal class has only 0 seats left', { status: 409, code: 'seats-taken' }),
    );
    const { user, redirect } = renderReadyCheckout();
    await waitFor(() => expect(http.apiRead).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect(await screen.findByText(/Those seats were just taken/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ferryMessages.chooseAgain })).toHaveAttribute('href', '/ferry');
    expect(payments()).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('refuses a javascript: URL without retrying', async () => {
    http.apiPost.mockResolvedValue(created('javascript:alert(1)'));
    const { user, redirect } = renderReadyCheckout();
    await waitFor(() => expect(http.apiRead).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect(await screen.findByText(ferryMessages.paymentFailed)).toBeInTheDocument();
    expect(payments()).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });
});
