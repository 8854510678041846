import { packageFormMessages, packageFormSchema } from '@andaman/shared/contracts/holidays';
import { describe, expect, it } from 'vitest';

describe('package form (rule holidays.form.check-in-required and beside it)', () => {
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
  it('uses the product wording', () => {
    expect(packageFormMessages.checkIn).toBe('Check-in date is required');
    expect(packageFormMessages.guests).toBe('Guest is required');
  });
});
