import type { ApiError } from '@andaman/shared/api-client/http';
import { fakeApi, json, stopFakeApi } from '../testing/holiday-builders';
import { createHolidayBooking } from './create-holiday-booking';

const request = {
  contactName: 'Asha',
  contactEmail: 'asha@example.com',
  contactPhone: '9876543210',
  guestCount: 1,
  guests: [{ title: 'Ms' as const, name: 'Asha', age: 29, nationality: 'India-Indian' }],
  checkIn: '2030-02-01',
  holidayPackageId: 3,
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ApiError,
  );

afterEach(stopFakeApi);

describe('holiday booking messages (rule holidays.booking.success, rule holidays.error.booking)', () => {
  it('shows the server message of a failure', async () => {
    fakeApi(() =>
      json(422, { success: false, message: 'Guests cannot be more than total person in the package' }),
    );
    const error = await rejection(createHolidayBooking(request, 'key-1'));
    expect(error.message).toBe('Guests cannot be more than total person in the package');
  });

  it('says "Booking failed" when the server answers without a message', async () => {
    fakeApi(() => json(500, {}));
    expect((await rejection(createHolidayBooking(request, 'key-1'))).message).toBe('Booking failed');
  });

  it('says "An unexpected error occurred" when no answer arrives', async () => {
    fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await rejection(createHolidayBooking(request, 'key-1'))).message).toBe(
      'An unexpected error occurred',
    );
  });

  it('posts the request with its Idempotency-Key', async () => {
    const seen = fakeApi(() =>
      json(200, {
        success: true,
        message: 'ok',
        data: {
          id: 'b00king-id-9',
          reference: 'AND-7K3P9Q',
          ownerToken: 'T'.repeat(24),
          holidayPackageId: 3,
          checkIn: '2030-02-01',
          guestCount: 1,
          total: 17500,
          status: 'REQUESTED',
          createdAt: '2030-01-01T00:00:00.000Z',
        },
      }),
    );
    const answer = await createHolidayBooking(request, 'key-1');
    expect(answer.data).toMatchObject({ id: 'b00king-id-9', reference: 'AND-7K3P9Q' });
    expect(seen[0]?.url.pathname).toBe('/api/holiday-package-bookings');
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(seen[0]?.body).toEqual(request);
  });
});
