import {
  activityBookingRequestSchema,
  activityFormMessages,
  activityFormSchema,
  activityListQuerySchema,
} from '@andaman/shared/contracts/activities';
import { describe, expect, it } from 'vitest';

describe('activity form (rule activities.form.full-name and beside it)', () => {
  const valid = {
    fullName: 'Kiran',
    email: 'kiran@example.com',
    phone: '9876543210',
    nationality: 'India-Indian',
    startDate: '2030-03-01T00:00:00.000Z',
  };
  it('accepts a filled form with special requests optional', () => {
    expect(activityFormSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['fullName', '', 'Full name is required'],
    ['email', 'kiran', 'Invalid email address'],
    ['phone', '12345', 'Phone number must be at least 10 digits'],
    ['nationality', '', 'Nationality is required'],
    ['startDate', '', 'Please select a date'],
    ['startDate', undefined, 'Please select a date'],
  ])('%s=%j gives "%s"', (field, value, message) => {
    expect(activityFormSchema.safeParse({ ...valid, [field]: value }).error?.issues[0]?.message).toBe(
      message,
    );
    expect(Object.values(activityFormMessages)).toContain(message);
  });
});

describe('activity booking request', () => {
  it('needs at least one participant and a real activity id', () => {
    const valid = {
      clientCount: 2,
      clientName: 'Kiran',
      clientEmail: 'kiran@example.com',
      clientPhone: '9876543210',
      startDate: '2030-03-01T00:00:00.000Z',
      activityId: 1,
    };
    expect(activityBookingRequestSchema.safeParse(valid).success).toBe(true);
    expect(activityBookingRequestSchema.safeParse({ ...valid, clientCount: 0 }).success).toBe(false);
    expect(activityBookingRequestSchema.safeParse({ ...valid, activityId: 'one' }).success).toBe(false);
  });
  it('limit must be positive', () => {
    expect(activityListQuerySchema.parse({ limit: '4' }).limit).toBe(4);
    expect(activityListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
