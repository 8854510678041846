import { describe, expect, it } from 'vitest';
import { attemptFor } from './idempotency';

describe('payment Idempotency-Key', () => {
  it('is reused for a retry of the same purchase', () => {
    const first = attemptFor({ amount: 100, data: ['a'] }, null);
    expect(attemptFor({ amount: 100, data: ['a'] }, first)).toBe(first);
  });
  it('is fresh when the purchase changed', () => {
    const first = attemptFor({ amount: 100 }, null);
    const second = attemptFor({ amount: 200 }, first);
    expect(second.key).not.toBe(first.key);
  });
});
