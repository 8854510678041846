import {
  contactMessageSchema,
  contactMessages,
  emailRequestSchema,
  enquiryMessages,
  enquirySchema,
} from '@andaman/shared/contracts/contact';
import { describe, expect, it } from 'vitest';

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('contact form (rule contact.form.full-name and beside it)', () => {
  const valid = { fullName: 'Meera', phone: '9876543210', email: 'meera@example.com' };
  it('accepts a message without text', () => {
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['fullName', '', 'Full name is required'],
    ['phone', '98765', 'Phone number is required'],
    ['email', 'meera', 'Invalid email'],
  ])('%s=%j gives "%s"', (field, value, message) => {
    expect(first(contactMessageSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
    expect(Object.values(contactMessages)).toContain(message);
  });
});

describe('enquiry dialog (rule contact.enquiry.name-min and beside it)', () => {
  const valid = { fullName: 'Meera', phone: '9876543210', email: 'meera@example.com', message: '' };
  it.each([
    ['fullName', 'M', 'Name must be at least 2 characters'],
    ['email', 'x@', 'Please enter a valid email address'],
    ['phone', '123', 'Phone number must be at least 10 digits'],
  ])('%s=%j gives "%s"', (field, value, message) => {
    expect(first(enquirySchema.safeParse({ ...valid, [field]: value }))).toBe(message);
    expect(Object.values(enquiryMessages)).toContain(message);
  });
});

describe('POST /common/email body', () => {
  it('accepts a contact message, an enquiry and a low-wallet alert', () => {
    expect(
      emailRequestSchema.safeParse({ fullName: 'Meera', phone: '9876543210', email: 'm@e.in' }).success,
    ).toBe(true);
    expect(emailRequestSchema.safeParse({ title: 'Low wallet', body: 'Makruzz wallet is low' }).success).toBe(
      true,
    );
  });
  it('refuses something that is neither', () => {
    expect(emailRequestSchema.safeParse({ hello: 'world' }).success).toBe(false);
  });
});
