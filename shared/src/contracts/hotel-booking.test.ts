import { hotelBookingRequestSchema } from '@andaman/shared/contracts/hotel-booking';
import { describe, expect, it } from 'vitest';
import { issueMessages as messages } from '../testing/zod-issues';

describe('hotel booking request', () => {
  const valid = {
    contactName: 'Ravi',
    contactEmail: 'ravi@example.com',
    contactPhone: '9876543210',
    guestCount: 1,
    roomCount: 1,
    guests: [{ title: 'Mr', name: 'Ravi', age: 34, nationality: 'India-Indian' }],
    checkIn: '2030-01-10',
    checkOut: '2030-01-12',
    roomTypeId: 1,
  };
  it('accepts a request', () => {
    expect(hotelBookingRequestSchema.safeParse(valid).success).toBe(true);
  });
  it('wants one guest entry per guest and check-out after check-in', () => {
    expect(messages(hotelBookingRequestSchema.safeParse({ ...valid, guestCount: 2 }))).toEqual([
      'guests: guests must list exactly guestCount entries',
    ]);
    expect(
      messages(hotelBookingRequestSchema.safeParse({ ...valid, checkOut: '2030-01-10T10:00:00Z' })),
    ).toEqual(['checkOut: Check-out date must be after check-in']);
  });
});
