import {
  normalizeReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  referenceFromBytes,
} from '@andaman/shared/rules/booking-reference';
import { describe, expect, it } from 'vitest';

describe('booking references (rule trips.reference)', () => {
  it('use the 32 characters of Crockford base 32: no I, L, O or U', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('take one character from each of six random bytes', () => {
    expect(referenceFromBytes(Uint8Array.from([0, 1, 31, 32, 255, 10]))).toBe('AND-01Z0ZA');
    expect(() => referenceFromBytes(new Uint8Array(5))).toThrow();
  });

  it('cover every character, so each holds 5 bits', () => {
    const seen = new Set<string>();
    for (let byte = 0; byte < 256; byte += 1) {
      seen.add(referenceFromBytes(Uint8Array.from([byte, 0, 0, 0, 0, 0])).charAt(4));
    }
    expect(seen.size).toBe(32);
  });

  it.each([
    ['AND-7K3P9Q', 'AND-7K3P9Q'],
    ['and-7k3p9q', 'AND-7K3P9Q'],
    [' AND 7K3 P9Q ', 'AND-7K3P9Q'],
    ['7K3P9Q', 'AND-7K3P9Q'],
    ['AND7K3P9Q', 'AND-7K3P9Q'],
    ['AND-O1ILQ0', 'AND-0111Q0'],
  ])('reads %j as %s', (typed, reference) => {
    expect(normalizeReference(typed)).toBe(reference);
    expect(reference).toMatch(REFERENCE_PATTERN);
  });

  it.each(['', 'AND-', 'AND-7K3P9', 'AND-7K3P9QQ', 'AND-7K3P9U', 'XYZ-7K3P9Q', 'AND-7K3P9!'])(
    'refuses %j',
    (typed) => {
      expect(normalizeReference(typed)).toBeUndefined();
    },
  );
});
