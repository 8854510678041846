import { API_ERROR_CODES, ApiError } from '@andaman/shared/api-client/http';
import { describe, expect, it, vi } from 'vitest';
import {
  allowedPaymentRedirect,
  createPayment,
  isFinalPaymentFailure,
  PaymentNotInitiatedError,
} from './payment';

const allowed = ['http://localhost:4000', 'https://pay.example.com'];

describe('payment redirect allow-list', () => {
  it('follows URLs on an allowed origin', () => {
    expect(allowedPaymentRedirect('http://localhost:4000/pay/T1', allowed)?.href).toBe(
      'http://localhost:4000/pay/T1',
    );
    expect(allowedPaymentRedirect('https://pay.example.com/x?y=1', allowed)).toBeDefined();
  });
  it('refuses javascript: and other schemes', () => {
    expect(allowedPaymentRedirect('javascript:alert(1)', allowed)).toBeUndefined();
    expect(allowedPaymentRedirect('data:text/html,hi', allowed)).toBeUndefined();
  });
  it('refuses foreign origins, look-alikes and other ports', () => {
    expect(allowedPaymentRedirect('https://evil.example.com/pay', allowed)).toBeUndefined();
    expect(allowedPaymentRedirect('https://pay.example.com.evil.io/pay', allowed)).toBeUndefined();
    expect(allowedPaymentRedirect('http://localhost:4001/pay/T1', allowed)).toBeUndefined();
    expect(allowedPaymentRedirect('http://pay.example.com/x', allowed)).toBeUndefined();
  });
  it('refuses relative and malformed URLs', () => {
    expect(allowedPaymentRedirect('/pay/T1', allowed)).toBeUndefined();
    expect(allowedPaymentRedirect('', allowed)).toBeUndefined();
  });
});

const http = vi.hoisted(() => ({ apiPost: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiPost: http.apiPost,
}));

const created = (success: boolean, url = 'http://localhost:4000/pay/T1') => ({
  success,
  data: {
    merchantTransactionId: 'M1',
    transactionId: 'T1',
    amount: 100,
    instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url, method: 'GET' } },
  },
});
const variables = {
  request: { payment_gateway_data: { amount: 100, email: 'a@b.co', phone: '9876543210' }, data: [] },
  idempotencyKey: 'K1',
  allowedOrigins: allowed,
};

describe('createPayment', () => {
  it('gives the allowed provider URL, sending the Idempotency-Key', async () => {
    http.apiPost.mockResolvedValueOnce(created(true));
    expect((await createPayment(variables)).href).toBe('http://localhost:4000/pay/T1');
    expect(http.apiPost.mock.calls[0]?.[3]).toEqual({ idempotencyKey: 'K1' });
  });
  it('an answer without success is final: not initiated, not retried', async () => {
    http.apiPost.mockResolvedValueOnce(created(false));
    const error = await createPayment(variables).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentNotInitiatedError);
    expect(isFinalPaymentFailure(error)).toBe(true);
  });
  it('a bare { success: false } answer is not initiated either', async () => {
    http.apiPost.mockRejectedValueOnce(
      new ApiError('x', { code: API_ERROR_CODES.invalidResponse, body: { success: false, message: 'x' } }),
    );
    expect(await createPayment(variables).catch((e: unknown) => e)).toBeInstanceOf(PaymentNotInitiatedError);
  });
  it('a refused URL is final; a server failure is worth another try', async () => {
    http.apiPost.mockResolvedValueOnce(created(true, 'https://evil.example/pay'));
    expect(isFinalPaymentFailure(await createPayment(variables).catch((e: unknown) => e))).toBe(true);
    http.apiPost.mockRejectedValueOnce(new ApiError('down', { status: 503 }));
    expect(isFinalPaymentFailure(await createPayment(variables).catch((e: unknown) => e))).toBe(false);
  });
  it('places sold or held by someone else are final: trying again cannot get them back', async () => {
    http.apiPost.mockRejectedValueOnce(new ApiError('gone', { status: 409, code: 'seats-taken' }));
    expect(isFinalPaymentFailure(await createPayment(variables).catch((e: unknown) => e))).toBe(true);
  });
});
