import {
  adultPassengerFormSchema,
  ferryContactMessages,
  ferryContactSchema,
  ferryPassengerMessages,
  infantPassengerFormSchema,
  isIndianNationality,
} from '@andaman/shared/contracts/ferry-passengers';
import { describe, expect, it } from 'vitest';
import { issueMessages as issues } from '../testing/zod-issues';

const adult = { title: 'Mr', name: 'Arjun', age: '30', nationality: 'India-Indian' };

describe('adult traveller (rule ferry.adult.title and beside it)', () => {
  it('accepts an Indian adult without passport fields', () => {
    expect(adultPassengerFormSchema.parse(adult)).toMatchObject({ age: 30, fpassport: '', fexpdate: '' });
  });
  it.each([
    ['title', '', 'Select a title'],
    ['name', 'A', ferryPassengerMessages.name],
    ['age', 'abc', 'Age must be a number'],
    ['age', '', 'Age must be a number'],
    ['age', '1', 'Adult age must be greater than 2'],
    ['age', '101', 'Adult age must be less than 100'],
    ['nationality', '', 'Enter a nationality'],
  ])('%s=%j gives "%s"', (field, value, message) => {
    expect(issues(adultPassengerFormSchema.safeParse({ ...adult, [field]: value }))).toEqual([
      `${field}: ${message}`,
    ]);
  });
  it('takes the age bounds 2 and 100 themselves', () => {
    expect(adultPassengerFormSchema.safeParse({ ...adult, age: '2' }).success).toBe(true);
    expect(adultPassengerFormSchema.safeParse({ ...adult, age: 100 }).success).toBe(true);
  });
  it('asks non-Indian nationals for passport number and expiry', () => {
    const foreign = { ...adult, nationality: 'UnitedKingdom-British' };
    expect(issues(adultPassengerFormSchema.safeParse(foreign))).toEqual([
      'fpassport: Passport no and expiry date are required for non-Indian nationals',
      'fexpdate: Passport expiry date is required for non-Indian nationals',
    ]);
    expect(issues(adultPassengerFormSchema.safeParse({ ...foreign, fpassport: 'K1234567' }))).toEqual([
      'fexpdate: Passport expiry date is required for non-Indian nationals',
    ]);
    expect(
      adultPassengerFormSchema.safeParse({ ...foreign, fpassport: 'K1234567', fexpdate: '2031-05-01' })
        .success,
    ).toBe(true);
  });
  it('still reports the passport rule when another field is wrong', () => {
    const result = adultPassengerFormSchema.safeParse({ ...adult, age: 'x', nationality: 'France-French' });
    expect(issues(result)).toContain(
      'fpassport: Passport no and expiry date are required for non-Indian nationals',
    );
  });
});

describe('infant traveller (rule ferry.infant.age)', () => {
  it('takes ages 0 and 1 only', () => {
    expect(infantPassengerFormSchema.safeParse({ ...adult, title: 'Miss', age: '0' }).success).toBe(true);
    expect(infantPassengerFormSchema.safeParse({ ...adult, title: 'Miss', age: '1' }).success).toBe(true);
    expect(issues(infantPassengerFormSchema.safeParse({ ...adult, age: '2' }))).toEqual([
      'age: infant age must be less than 2 years',
    ]);
  });
});

describe('ferry contact (rule ferry.contact.name and beside it)', () => {
  const contact = { c_name: 'Arjun', c_email: 'arjun@example.com', c_mobile: '9876543210', p_contact: '' };
  it('accepts a contact', () => {
    expect(ferryContactSchema.safeParse(contact).success).toBe(true);
  });
  it.each([
    ['c_name', 'A', 'Select a title.'],
    ['c_mobile', '98765', 'Number must contain 10 digits'],
    ['c_email', '', 'Enter your email'],
    ['c_email', 'arjun@', 'This is not a valid email'],
  ])('%s=%j gives "%s"', (field, value, message) => {
    expect(issues(ferryContactSchema.safeParse({ ...contact, [field]: value }))).toEqual([
      `${field}: ${message}`,
    ]);
    expect(Object.values(ferryContactMessages)).toContain(message);
  });
});

describe('isIndianNationality', () => {
  it('knows India-Indian and nothing else', () => {
    expect(isIndianNationality('India-Indian')).toBe(true);
    expect(isIndianNationality('Timor-Leste-Timorese')).toBe(false);
  });
});
