import { holidayBookingRequestSchema } from '@andaman/shared/contracts/holiday-booking';
import { describe, expect, it } from 'vitest';

describe('holiday booking request', () => {
  it('needs the package id and one guest per guestCount', () => {
    const valid = {
      contactName: 'Asha',
      contactEmail: 'asha@example.com',
      contactPhone: '9876543210',
      contactPhoneAlt: '',
      guestCount: 1,
      guests: [{ title: 'Ms', name: 'Asha', age: 29, nationality: 'India-Indian' }],
      checkIn: '2030-02-01',
      holidayPackageId: 3,
    };
    expect(holidayBookingRequestSchema.safeParse(valid).success).toBe(true);
    expect(holidayBookingRequestSchema.safeParse({ ...valid, holidayPackageId: undefined }).success).toBe(
      false,
    );
    expect(holidayBookingRequestSchema.safeParse({ ...valid, guestCount: 3 }).success).toBe(false);
  });
});
