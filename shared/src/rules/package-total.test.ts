import { packageTotal } from '@andaman/shared/rules/package-total';
import { describe, expect, it } from 'vitest';

describe('packageTotal (rule holidays.total)', () => {
  it.each([
    [10500, 1, 10500],
    [10500, 2, 21000],
    [35500, 2, 71000],
  ])('%i per person × %i guests = %i', (price, guests, total) => {
    expect(packageTotal(price, guests)).toBe(total);
  });
});
