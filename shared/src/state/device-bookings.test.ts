// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEVICE_BOOKINGS_LIMIT,
  deviceBookingReferences,
  ownerTokenOf,
  referenceOfPayment,
  rememberBooking,
  rememberPayment,
} from './device-bookings';

const token = (n: number) => `token-${String(n).padStart(20, '0')}`;
const reference = (n: number) => `AND-${String(n).padStart(6, '0')}`;

beforeEach(() => window.localStorage.clear());

describe('the bookings of this device (rule trips.device-tokens)', () => {
  it('keep each booking’s owner token and the booking each payment pays', () => {
    rememberBooking({ reference: 'AND-7K3P9Q', ownerToken: token(1) });
    rememberPayment('TXN1', 'AND-7K3P9Q');
    expect(ownerTokenOf('AND-7K3P9Q')).toBe(token(1));
    expect(referenceOfPayment('TXN1')).toBe('AND-7K3P9Q');
    expect(ownerTokenOf('AND-000000')).toBeUndefined();
    expect(referenceOfPayment('TXN2')).toBeUndefined();
  });

  it('list the newest first, a booking found again moves to the front, and at most the limit are kept', () => {
    for (let n = 0; n < DEVICE_BOOKINGS_LIMIT + 2; n += 1) {
      rememberBooking({ reference: reference(n), ownerToken: token(n) });
    }
    rememberPayment('TXN-OLD', reference(0));
    rememberBooking({ reference: reference(5), ownerToken: token(99) });
    const list = deviceBookingReferences();
    expect(list).toHaveLength(DEVICE_BOOKINGS_LIMIT);
    expect(list[0]).toBe(reference(5));
    expect(ownerTokenOf(reference(5))).toBe(token(99));
    expect(list).not.toContain(reference(0));
  });

  it('read a damaged store as empty', () => {
    window.localStorage.setItem('andaman:bookings', '{not json');
    expect(deviceBookingReferences()).toEqual([]);
    window.localStorage.setItem('andaman:bookings', JSON.stringify({ bookings: [{ reference: 'x' }] }));
    expect(ownerTokenOf('x')).toBeUndefined();
  });

  it('read a store with anything but what they write as empty', () => {
    const good = { reference: 'AND-7K3P9Q', ownerToken: token(1) };
    const store = (bookings: unknown[]) =>
      window.localStorage.setItem('andaman:bookings', JSON.stringify({ bookings, payments: {} }));
    store([good]);
    expect(ownerTokenOf('AND-7K3P9Q')).toBe(token(1));
    store([good, { reference: 'AND-000000', ownerToken: 'short' }]);
    expect(ownerTokenOf('AND-7K3P9Q')).toBeUndefined();
    expect(deviceBookingReferences()).toEqual([]);
    store([{ reference: 'AND-7K3P9Q', ownerToken: `${token(1)}\n` }]);
    expect(ownerTokenOf('AND-7K3P9Q')).toBeUndefined();
    window.localStorage.setItem(
      'andaman:bookings',
      JSON.stringify({ bookings: [good], payments: { TXN1: 'AND-7K3P9Q', TXN2: 'elsewhere' } }),
    );
    expect(referenceOfPayment('TXN1')).toBeUndefined();
    expect(ownerTokenOf('AND-7K3P9Q')).toBeUndefined();
    window.localStorage.setItem('andaman:bookings', JSON.stringify({ bookings: [good] }));
    expect(deviceBookingReferences()).toEqual([]);
  });
});
