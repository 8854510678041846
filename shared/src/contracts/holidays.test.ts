import {
  holidayBookingRequestSchema,
  packageFormMessages,
  packageFormSchema,
} from '@andaman/shared/contracts/holidays';
import { describe, expect, it } from 'vitest';

describe('package form (spec 000 §5)', () => {
  const schema = packageFormSchema(2);
  it('accepts guests up to totalPerson', () => {
    expect(schema.parse({ checkIn: '2030-02-01', guests: '2' }).guests).toBe(2);
  });
  it.each([
    [{ checkIn: '', guests: '1' }, packageFormMessages.checkIn],
    [{ checkIn: '2030-02-01', guests: '' }, packageFormMessages.guests],
    [{ checkIn: '2030-02-01', guests: '3' }, 'Guests cannot be more than total person in the package'],
  ])('%j gives "%s"', (values, message) => {
    expect(schema.safeParse(values).error?.issues[0]?.message).toBe(message);
  });
  it('uses the spec wording', () => {
    expect(packageFormMessages.checkIn).toBe('Check-in date is required');
    expect(packageFormMessages.guests).toBe('Guest is required');
  });
});

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
