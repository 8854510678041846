import { describe, expect, it } from 'vitest';
import { activityBookingRequestSchema, activityBookingRequestSchemaOn } from './activities';
import { commentFormSchema, stripTags } from './blog';
import { isPhoneNumber, MAX_STAY_NIGHTS, TEXT_LIMITS } from './common';
import { emailRequestSchema } from './contact';
import { guestContactSchema } from './guests';
import { holidayBookingRequestSchemaOn } from './holiday-booking';
import { hotelBookingRequestSchema, hotelBookingRequestSchemaOn } from './hotel-booking';
import { paymentGatewayDataSchema } from './payment';

describe('phone numbers', () => {
  it.each(['9876543210', '+91 98765 43210', '(0)3192-232 323', '+44.20.7946.0958'])('accepts %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });
  it.each([
    'abc',
    'abcdefghij',
    '98765',
    '12345678901234567',
    '+91 98765 43210 ext',
    '9876543210; DROP',
    '--------10',
  ])('refuses %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
  it('hotel and package contacts need a real number; the message stays the product one (rule guests.contact.phone)', () => {
    const contact = { contactName: 'Ravi', contactEmail: 'ravi@example.com', contactPhone: 'abc' };
    const result = guestContactSchema.safeParse(contact);
    expect(result.error?.issues[0]?.message).toBe('Phone number is required');
    expect(
      guestContactSchema.safeParse({ ...contact, contactPhone: '9876543210', contactPhoneAlt: 'x' }).success,
    ).toBe(false);
    expect(
      guestContactSchema.safeParse({ ...contact, contactPhone: '9876543210', contactPhoneAlt: '' }).success,
    ).toBe(true);
  });
  it('payments need one too', () => {
    const data = { amount: 100, email: 'a@example.com', phone: 'abcdefghij' };
    expect(paymentGatewayDataSchema.safeParse(data).success).toBe(false);
    expect(paymentGatewayDataSchema.safeParse({ ...data, phone: '9876543210' }).success).toBe(true);
  });
});

describe('lengths and ranges', () => {
  const booking = {
    clientCount: 2,
    clientName: 'Kiran Rao',
    clientEmail: 'kiran@example.com',
    clientPhone: '9876543210',
    startDate: '2030-01-11',
    activityId: 2,
  };
  it('a name is at most 100 characters, an e-mail at most 254', () => {
    expect(
      activityBookingRequestSchema.safeParse({ ...booking, clientName: 'x'.repeat(TEXT_LIMITS.name) })
        .success,
    ).toBe(true);
    expect(
      activityBookingRequestSchema.safeParse({ ...booking, clientName: 'x'.repeat(92_160) }).error?.issues[0]
        ?.message,
    ).toBe('must be at most 100 characters');
    expect(
      activityBookingRequestSchema.safeParse({ ...booking, clientEmail: `${'a'.repeat(250)}@example.com` })
        .success,
    ).toBe(false);
  });
  it('a message is at most 5000 characters', () => {
    const message = { fullName: 'Kiran', phone: '9876543210', email: 'k@example.com' };
    expect(emailRequestSchema.safeParse({ ...message, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(emailRequestSchema.safeParse({ ...message, message: 'x'.repeat(5001) }).success).toBe(false);
  });
  const guest = {
    contactName: 'Ravi',
    contactEmail: 'ravi@example.com',
    contactPhone: '9876543210',
    guestCount: 1,
    roomCount: 1,
    guests: [{ title: 'Mr', name: 'Ravi', age: 30, nationality: 'India-Indian' }],
    roomTypeId: 1,
  };
  it(`a hotel stay is at most ${MAX_STAY_NIGHTS} nights`, () => {
    const stay = { ...guest, checkIn: '2030-02-01' };
    expect(hotelBookingRequestSchema.safeParse({ ...stay, checkOut: '2030-03-03' }).success).toBe(true);
    const long = hotelBookingRequestSchema.safeParse({ ...stay, checkOut: '2030-03-04' });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['checkOut'],
      message: 'a stay can be at most 30 nights',
    });
    expect(hotelBookingRequestSchema.safeParse({ ...stay, checkOut: '2098-02-01' }).success).toBe(false);
  });
  it('a booking date is at most 18 months ahead of the clock the schema is given', () => {
    const today = () => new Date('2030-01-10T06:00:00Z');
    const activity = activityBookingRequestSchemaOn(today);
    expect(activity.safeParse({ ...booking, startDate: '2031-07-10' }).success).toBe(true);
    expect(
      activity.safeParse({ ...booking, startDate: '2098-01-01T00:00:00Z' }).error?.issues[0],
    ).toMatchObject({
      path: ['startDate'],
      message: 'must be within 18 months from today',
    });
    const stay = guest;
    const hotel = hotelBookingRequestSchemaOn(today);
    expect(hotel.safeParse({ ...stay, checkIn: '2031-07-08', checkOut: '2031-07-10' }).success).toBe(true);
    expect(
      hotel.safeParse({ ...stay, checkIn: '2031-07-09', checkOut: '2031-07-11' }).error?.issues[0]?.path,
    ).toEqual(['checkOut']);
    const holiday = holidayBookingRequestSchemaOn(today);
    const trip = { ...stay, holidayPackageId: 2 };
    expect(holiday.safeParse({ ...trip, checkIn: '2031-08-01' }).error?.issues[0]?.message).toBe(
      'must be within 18 months from today',
    );
  });
  it('a payment is at most Rs. 1 crore', () => {
    const data = { email: 'a@example.com', phone: '9876543210' };
    expect(paymentGatewayDataSchema.safeParse({ ...data, amount: 1e308 }).success).toBe(false);
    expect(paymentGatewayDataSchema.safeParse({ ...data, amount: 10_000_000 }).success).toBe(true);
  });
});

describe('comment author names are plain text', () => {
  it('markup is dropped; a name that is only markup is refused', () => {
    expect(stripTags('Rahul <b>K</b>')).toBe('Rahul K');
    const comment = { author_email: 'r@example.com', content: 'Nice' };
    expect(commentFormSchema.parse({ ...comment, author_name: 'Rahul <i>K</i>' }).author_name).toBe(
      'Rahul K',
    );
    const refused = commentFormSchema.safeParse({ ...comment, author_name: '<img src=x onerror=alert(1)>' });
    expect(refused.error?.issues[0]?.path).toEqual(['author_name']);
  });
});
