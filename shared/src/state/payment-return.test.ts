// @vitest-environment jsdom
import { forgetPaidCheckout, readPaymentReturn, rememberPaymentReturn } from './payment-return';

beforeEach(() => sessionStorage.clear());

describe('the way back to a checkout after the payment (rule payment.failed.try-again)', () => {
  it('keeps the checkout to go back to for the tab', () => {
    rememberPaymentReturn({
      retryPath: '/activity-checkout?activityId=2',
      clearWhenPaid: ['activities.checkout'],
    });
    expect(readPaymentReturn()).toEqual({
      retryPath: '/activity-checkout?activityId=2',
      clearWhenPaid: ['activities.checkout'],
    });
  });

  it('forgets the booking as typed once paid, and the way back with it', () => {
    sessionStorage.setItem('activities.checkout', '{"x":1}');
    sessionStorage.setItem('ferry.cart', '{"y":1}');
    rememberPaymentReturn({ retryPath: '/activity-checkout', clearWhenPaid: ['activities.checkout'] });
    forgetPaidCheckout();
    expect(sessionStorage.getItem('activities.checkout')).toBeNull();
    expect(sessionStorage.getItem('ferry.cart')).toBe('{"y":1}');
    expect(readPaymentReturn()).toBeUndefined();
  });

  it('never sends the traveller off the site, and drops what does not parse', () => {
    expect(() => rememberPaymentReturn({ retryPath: '//evil.example/x', clearWhenPaid: [] })).toThrow();
    sessionStorage.setItem(
      'andaman:payment-return',
      '{"retryPath":"https://evil.example","clearWhenPaid":[]}',
    );
    expect(readPaymentReturn()).toBeUndefined();
    sessionStorage.setItem('andaman:payment-return', 'not json');
    expect(readPaymentReturn()).toBeUndefined();
    sessionStorage.setItem('andaman:payment-return', '{"retryPath":"/ferry","clearWhenPaid":[1]}');
    expect(readPaymentReturn()).toBeUndefined();
    sessionStorage.setItem('andaman:payment-return', '{"retryPath":"/ferry"}');
    expect(readPaymentReturn()).toBeUndefined();
  });
});
