import { paymentRequestSchema, transactionTypeOf } from '@andaman/shared/contracts/payment';
import { describe, expect, it } from 'vitest';

const gateway = { amount: 1200, email: 'arjun@example.com', phone: '9876543210' };
const contact = { c_name: 'Arjun', c_email: 'arjun@example.com', c_mobile: '9876543210', p_contact: '' };
const passenger = { title: 'Mr', name: 'Arjun', age: 30, sex: 'male', nationality: 'India-Indian' };

const makruzz = {
  service: 'makruzz',
  makruzz_cData: {
    ...contact,
    schedule_id: 1,
    class_id: 1,
    travel_date: '2030-01-01',
    no_of_passenger: '1',
    tc_check: true,
    c_remark: 'PB 08:00 HL',
  },
  passengers: [passenger],
};
const greenOcean = {
  service: 'green ocean',
  greenOceanData: {
    ...contact,
    ship_id: 1,
    from_id: 1,
    dest_to: 2,
    route_id: 1,
    class_id: 1,
    number_of_adults: 1,
    number_of_infants: 1,
    passenger_prefix: ['Mr', 'INFANT'],
    passenger_name: ['Arjun', 'Baby'],
    passenger_age: [30, 1],
    passenger_gender: ['male', 'female'],
    passenger_nationality: ['India-Indian', 'India-Indian'],
    passenger_passport: ['', ''],
    passenger_expiry: ['', ''],
    passenger_country: ['', ''],
    travel_date: '01-01-2030',
    seat_id: [5],
  },
};
const activity = {
  service: 'activity',
  activity_data: {
    bookingId: 'Q2FmZUJhYmVGb29k',
    bookingToken: 'A'.repeat(43),
    activityId: 2,
    clientName: 'Arjun',
    clientCount: 2,
    total: 7000,
  },
};

describe('payment request', () => {
  it('accepts ferry legs of several operators together', () => {
    expect(
      paymentRequestSchema.safeParse({ payment_gateway_data: gateway, data: [makruzz, greenOcean] }).success,
    ).toBe(true);
  });
  it('refuses mixing an activity with ferries', () => {
    const result = paymentRequestSchema.safeParse({
      payment_gateway_data: gateway,
      data: [makruzz, activity],
    });
    expect(result.error?.issues[0]?.message).toBe('must not mix ferry, activity, hotel and holiday items');
  });
  it('refuses an unknown service and an empty list', () => {
    expect(
      paymentRequestSchema.safeParse({ payment_gateway_data: gateway, data: [{ service: 'bus' }] }).success,
    ).toBe(false);
    expect(paymentRequestSchema.safeParse({ payment_gateway_data: gateway, data: [] }).success).toBe(false);
  });
  it('checks Green Ocean arrays against the passenger counts', () => {
    const bad = { ...greenOcean, greenOceanData: { ...greenOcean.greenOceanData, seat_id: [5, 6] } };
    const result = paymentRequestSchema.safeParse({ payment_gateway_data: gateway, data: [bad] });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['data.0.greenOceanData.seat_id']);
  });
  it('maps services to transaction types', () => {
    expect(transactionTypeOf({ service: 'nautika' })).toBe('ferry');
    expect(transactionTypeOf({ service: 'green ocean' })).toBe('ferry');
    expect(transactionTypeOf({ service: 'activity' })).toBe('activity');
    expect(transactionTypeOf({ service: 'holiday' })).toBe('holiday');
  });
});
