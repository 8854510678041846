import { describe, expect, it } from 'vitest';
import {
  copiedContactName,
  sexFromTitle,
  titleForAge,
  toFerryPassenger,
  withAlternatePhone,
} from './passenger-rules';

const adult = {
  title: 'Mrs',
  name: ' Asha Rao ',
  age: 34,
  nationality: 'India-Indian',
  fpassport: 'X1',
  fexpdate: '2031-01-01',
  fcountry: 'India',
};

describe('travellers (rule ferry.passenger.sex, rule ferry.passenger.infant-title)', () => {
  it('sex is male for Mr and female otherwise', () => {
    expect(sexFromTitle('Mr')).toBe('male');
    expect(sexFromTitle('Mrs')).toBe('female');
    expect(sexFromTitle('Miss')).toBe('female');
  });
  it('the title is INFANT under 2 years', () => {
    expect(titleForAge('Mr', 0)).toBe('INFANT');
    expect(titleForAge('Miss', 1)).toBe('INFANT');
    expect(titleForAge('Mr', 2)).toBe('Mr');
  });
  it('an infant keeps the sex of the chosen title', () => {
    expect(toFerryPassenger({ ...adult, title: 'Mr', age: 1 })).toMatchObject({
      title: 'INFANT',
      sex: 'male',
    });
  });
  it('Indian nationals send empty passport fields', () => {
    expect(toFerryPassenger(adult)).toEqual({
      title: 'Mrs',
      name: 'Asha Rao',
      age: 34,
      sex: 'female',
      nationality: 'India-Indian',
      fpassport: '',
      fexpdate: '',
      fcountry: '',
    });
  });
  it('other nationals keep their passport fields', () => {
    expect(toFerryPassenger({ ...adult, nationality: 'UnitedKingdom-British' })).toMatchObject({
      fpassport: 'X1',
      fexpdate: '2031-01-01',
      fcountry: 'India',
    });
  });
});

describe('contact', () => {
  const contact = { c_name: 'Asha', c_email: 'a@b.in', c_mobile: '9876543210', p_contact: '' };
  it('the alternate phone defaults to the mobile', () => {
    expect(withAlternatePhone(contact).p_contact).toBe('9876543210');
    expect(withAlternatePhone({ ...contact, p_contact: '  ' }).p_contact).toBe('9876543210');
    expect(withAlternatePhone({ ...contact, p_contact: '9000000000' }).p_contact).toBe('9000000000');
  });
  it("copies the first adult's name only when there is exactly one adult", () => {
    expect(copiedContactName(1, ' Asha ')).toBe('Asha');
    expect(copiedContactName(2, 'Asha')).toBeUndefined();
    expect(copiedContactName(1, '')).toBeUndefined();
  });
});
