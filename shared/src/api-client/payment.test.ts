import { describe, expect, it } from 'vitest';
import { allowedPaymentRedirect } from './payment';

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
