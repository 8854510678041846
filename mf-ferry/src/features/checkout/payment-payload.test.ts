import { paymentRequestSchema } from '@andaman/shared/contracts/payment';
import { describe, expect, it } from 'vitest';
import { cartTotal } from '../../domain/pricing';
import { toDdMmYyyy } from '../../domain/search';
import { greenOceanTicket, makruzzTicket, nautikaTicket } from '../../testing/ferry-builders';
import { toFerryPassenger } from './passenger-rules';
import {
  ferryPaymentRequest,
  greenOceanPaymentEntry,
  makruzzPaymentEntry,
  nautikaPaymentEntry,
} from './payment-payload';

const contact = {
  c_name: 'Asha Rao',
  c_email: 'asha@example.com',
  c_mobile: '9876543210',
  p_contact: '9876543210',
};
const noPassport = { fpassport: '', fexpdate: '', fcountry: '' };
const passengers = {
  adults: [
    toFerryPassenger({ ...noPassport, title: 'Mrs', name: 'Asha Rao', age: 34, nationality: 'India-Indian' }),
    toFerryPassenger({
      title: 'Mr',
      name: 'John Smith',
      age: 40,
      nationality: 'UnitedKingdom-British',
      fpassport: 'P123',
      fexpdate: '2032-01-01',
      fcountry: 'UnitedKingdom',
    }),
  ],
  infants: [
    toFerryPassenger({ ...noPassport, title: 'Miss', name: 'Baby Rao', age: 1, nationality: 'India-Indian' }),
  ],
};
const counts = { adults: 2, children: 1 };

describe('Makruzz payment entry', () => {
  const entry = makruzzPaymentEntry(makruzzTicket(), contact, passengers);
  it('carries contact, schedule, class, date, passenger count, terms and a remark', () => {
    expect(entry.makruzz_cData).toEqual({
      ...contact,
      schedule_id: 501,
      class_id: 11,
      travel_date: '2030-06-15',
      no_of_passenger: '3',
      tc_check: true,
      c_remark: 'Port Blair 8:00 AM - 9:30 AM Havelock',
    });
    expect(entry.passengers.map((p) => p.title)).toEqual(['Mrs', 'Mr', 'INFANT']);
  });
});

describe('Nautika payment entry', () => {
  const entry = nautikaPaymentEntry(nautikaTicket({ classKey: 'bClass' }), contact, passengers);
  it('carries trip identity and contact', () => {
    expect(entry.nautika_data).toEqual({
      nautika_id: 901,
      tripId: 31,
      vesselID: 2,
      from: 'Swaraj Dweep',
      to: 'Shaheed Dweep',
      email: 'asha@example.com',
      phone: '9876543210',
    });
  });
  it('seats each adult in order, infants get no seat, tier from the class', () => {
    expect(
      entry.passengers.map((p) => [p.name, p.gender, p.seat, p.tier, p.isCancelled, p.passport]),
    ).toEqual([
      ['Asha Rao', 'female', '1A', 'B', 0, ''],
      ['John Smith', 'male', '1D', 'B', 0, 'P123'],
      ['Baby Rao', 'female', '', 'B', 0, ''],
    ]);
  });
});

describe('Green Ocean payment entry', () => {
  const entry = greenOceanPaymentEntry(greenOceanTicket(), contact, passengers);
  it('has one array element per passenger and one seat per adult', () => {
    expect(entry.greenOceanData).toMatchObject({
      ship_id: 1,
      from_id: 3,
      dest_to: 1,
      route_id: 3,
      class_id: 1,
      number_of_adults: 2,
      number_of_infants: 1,
      passenger_prefix: ['Mrs', 'Mr', 'INFANT'],
      passenger_name: ['Asha Rao', 'John Smith', 'Baby Rao'],
      passenger_age: [34, 40, 1],
      passenger_gender: ['female', 'male', 'female'],
      passenger_passport: ['', 'P123', ''],
      passenger_expiry: ['', '2032-01-01', ''],
      travel_date: '15-06-2030',
      seat_id: [1, 2],
    });
  });
  it('carries the hold token of its seats, when they were held', () => {
    const token = 'h0ld-t0ken-of-24-chars-x';
    expect(
      greenOceanPaymentEntry(greenOceanTicket({ hold_token: token }), contact, passengers).greenOceanData
        .hold_token,
    ).toBe(token);
    expect(entry.greenOceanData).not.toHaveProperty('hold_token');
  });
  it('dates are DD-MM-YYYY', () => {
    expect(toDdMmYyyy('2030-01-09')).toBe('09-01-2030');
  });
});

describe('the whole payment request', () => {
  const cart = {
    makruzz: [makruzzTicket({ trip_no: 2 })],
    nautika: [nautikaTicket({ trip_no: 3 })],
    greenOcean: [greenOceanTicket({ trip_no: 1 })],
  };
  const request = ferryPaymentRequest(cart, contact, passengers, counts, 'http://localhost:3000');
  it('is valid for the shared payment contract', () => {
    const parsed = paymentRequestSchema.safeParse(request);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
  it('pays the cart total, in order-summary order, with the contact e-mail and phone', () => {
    expect(request.payment_gateway_data).toEqual({
      email: 'asha@example.com',
      phone: '9876543210',
      amount: cartTotal(cart, counts),
    });
    expect(request.data.map((entry) => entry.service)).toEqual(['makruzz', 'nautika', 'green ocean']);
    expect(request.return_origin).toBe('http://localhost:3000');
  });
});
