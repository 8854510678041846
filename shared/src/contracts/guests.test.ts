import {
  guestContactSchema,
  guestDetailsFormSchema,
  guestMessages,
  guestSchema,
} from '@andaman/shared/contracts/guests';
import { describe, expect, it } from 'vitest';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('guest (rule guests.title, rule guests.name, rule guests.age, rule guests.nationality)', () => {
  const valid = { title: 'Mr', name: 'Ravi', age: '34', nationality: 'India-Indian' };

  it('accepts a filled guest and outputs age as a number', () => {
    expect(guestSchema.parse(valid).age).toBe(34);
  });
  it.each([
    ['title', '', guestMessages.title],
    ['title', 'Dr', guestMessages.title],
    ['name', '  ', guestMessages.name],
    ['age', '', guestMessages.age],
    ['age', '0', guestMessages.age],
    ['nationality', '', guestMessages.nationality],
  ])('%s=%j gives "%s"', (field, value, message) => {
    expect(firstMessage(guestSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
  });
  it('needs at least one guest', () => {
    const result = guestDetailsFormSchema.safeParse({
      contactName: 'Ravi',
      contactEmail: 'ravi@example.com',
      contactPhone: '9876543210',
      guests: [],
    });
    expect(firstMessage(result)).toBe(guestMessages.guests);
  });
});

describe('booking contact (rule guests.contact.name and beside it)', () => {
  const valid = { contactName: 'Ravi', contactEmail: 'ravi@example.com', contactPhone: '9876543210' };
  it('accepts a contact with the alternate phone optional', () => {
    expect(guestContactSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['contactName', '', guestMessages.contactName],
    ['contactEmail', 'ravi', guestMessages.contactEmail],
    ['contactPhone', '', guestMessages.contactPhone],
  ])('%s=%j gives "%s"', (field, value, message) => {
    expect(firstMessage(guestContactSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
  });
  it('uses the product wording', () => {
    expect(guestMessages).toMatchObject({
      title: 'Title is required',
      name: 'Name is required',
      age: 'Age is required',
      nationality: 'Nationality is required',
      contactName: 'Contact name is required',
      contactEmail: 'Invalid email',
      contactPhone: 'Phone number is required',
    });
  });
});
