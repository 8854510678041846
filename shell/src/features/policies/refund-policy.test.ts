import { isInNoRefundPeriod, REFUND_TIERS, refundPercent, retainedPercent } from './refund-policy';

describe('retainedPercent', () => {
  it.each([
    [60, 0],
    [31, 0],
    [30, 50],
    [15, 50],
    [14, 75],
    [7, 75],
    [6, 100],
    [0, 100],
    [-3, 100],
  ])('keeps the right share %i days before arrival', (days, percent) => {
    expect(retainedPercent(days)).toBe(percent);
    expect(refundPercent(days)).toBe(100 - percent);
  });

  it('refunds nothing for bookings in the peak-season window', () => {
    expect(retainedPercent(90, '2022-12-15')).toBe(100);
    expect(retainedPercent(90, '2023-01-01')).toBe(100);
    expect(retainedPercent(90, '2023-01-15')).toBe(100);
    expect(retainedPercent(90, '2023-01-16')).toBe(0);
  });
});

describe('schedule', () => {
  it('runs from the earliest cancellation to the latest, ending at 100 %', () => {
    expect(REFUND_TIERS.map((tier) => tier.retainedPercent)).toEqual([0, 50, 75, 100]);
    expect(isInNoRefundPeriod('2022-12-14')).toBe(false);
  });
});
