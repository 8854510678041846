import type { PaymentEntry } from '@andaman/shared/contracts/payment';
import { paymentEntrySchema } from '@andaman/shared/contracts/payment';
import { describe, expect, it } from 'vitest';
import { salesOf } from './complete';

const contact = { c_name: 'Arjun', c_email: 'arjun@example.com', c_mobile: '9876543210', p_contact: '' };
const entry = (value: unknown): PaymentEntry => paymentEntrySchema.parse(value);

describe('places a completed payment sells', () => {
  it('one Makruzz row with the passenger count, one row per Nautika and Green Ocean seat', () => {
    const entries = [
      entry({
        service: 'makruzz',
        makruzz_cData: {
          ...contact,
          schedule_id: 2030031511,
          class_id: 1,
          travel_date: '2030-03-15',
          no_of_passenger: 2,
          tc_check: true,
          c_remark: '',
        },
        passengers: [
          { title: 'Mr', name: 'Arjun', age: 30, sex: 'male', nationality: 'India-Indian' },
          { title: 'INFANT', name: 'Baby', age: 1, sex: 'female', nationality: 'India-Indian' },
        ],
      }),
      entry({
        service: 'nautika',
        nautika_data: {
          nautika_id: 2030031511,
          tripId: 2030031511,
          vesselID: 1,
          from: 'Port Blair',
          to: 'Swaraj Dweep',
          email: 'a@b.in',
          phone: '9876543210',
        },
        passengers: [
          {
            name: 'Arjun',
            age: 30,
            gender: 'male',
            nationality: 'Indian',
            tier: 'P',
            seat: '3B',
            isCancelled: 0,
          },
          {
            name: 'Baby',
            age: 1,
            gender: 'female',
            nationality: 'Indian',
            tier: 'P',
            seat: '',
            isCancelled: 0,
          },
        ],
      }),
      entry({
        service: 'green ocean',
        greenOceanData: {
          ...contact,
          ship_id: 1,
          from_id: 1,
          dest_to: 2,
          route_id: 1,
          class_id: 2,
          number_of_adults: 1,
          number_of_infants: 0,
          passenger_prefix: ['Mr'],
          passenger_name: ['Arjun'],
          passenger_age: [30],
          passenger_gender: ['male'],
          passenger_nationality: ['Indian'],
          passenger_passport: [''],
          passenger_expiry: [''],
          passenger_country: [''],
          travel_date: '15-03-2030',
          seat_id: [7],
        },
      }),
    ];
    expect(salesOf('TXN1', entries)).toEqual([
      {
        operator: 'makruzz',
        tripKey: '2030031511',
        classKey: '1',
        seat: 'TXN1:0',
        passengers: 2,
        transactionId: 'TXN1',
      },
      {
        operator: 'nautika',
        tripKey: '2030031511',
        classKey: 'P',
        seat: '3B',
        passengers: 1,
        transactionId: 'TXN1',
      },
      {
        operator: 'green-ocean',
        tripKey: '20300315:1:1',
        classKey: '2',
        seat: '7',
        passengers: 1,
        transactionId: 'TXN1',
      },
    ]);
  });
  it('nothing for activities, hotels and packages', () => {
    const activity = entry({
      service: 'activity',
      activity_data: {
        bookingId: 'q3Jx8pLm2Vn7Ks4T',
        bookingToken: 'c2VjcmV0LXRva2VuLW9mLXRoZS1vd25lcg',
        activityId: 1,
        clientName: 'A',
        clientCount: 1,
        total: 100,
      },
    });
    expect(salesOf('TXN2', [activity])).toEqual([]);
  });
});
