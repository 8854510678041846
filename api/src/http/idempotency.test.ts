import { describe, expect, it } from 'vitest';
import { hashBody, stableStringify } from './idempotency';

describe('request fingerprints', () => {
  it('ignore key order and undefined fields', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(hashBody({ a: 1, b: undefined })).toBe(hashBody({ a: 1 }));
  });
  it('differ for different bodies', () => {
    expect(hashBody({ a: 1 })).not.toBe(hashBody({ a: 2 }));
    expect(hashBody([1, 2])).not.toBe(hashBody([2, 1]));
  });
});
