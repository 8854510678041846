/**
 * Booking references (rule trips.reference): `AND-` and six characters of Crockford's base 32, the
 * digits and the letters without I, L, O and U, so a reference read aloud or copied by hand is not
 * mistaken for another; and what an owner token looks like and travels in (rule trips.owner-token), so a
 * page can read a booking without the contracts' schemas.
 */

/** Crockford's base-32 alphabet. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** What every reference starts with. */
export const REFERENCE_PREFIX = 'AND-';
/** Characters after the prefix. */
export const REFERENCE_LENGTH = 6;
/** A reference as the server issues it. */
export const REFERENCE_PATTERN = /^AND-[0-9A-HJKMNP-TV-Z]{6}$/;

/** A booking's owner token as the server issues it (rule trips.owner-token): base64url, 128 bits or more. */
export const OWNER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/** The header a booking's owner token travels in (reading a trip, checking a payment). */
export const BOOKING_TOKEN_HEADER = 'X-Booking-Token';

/** A reference from random bytes: each of the first six bytes gives one character (its low five bits). */
export function referenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < REFERENCE_LENGTH) throw new Error(`a reference needs ${REFERENCE_LENGTH} random bytes`);
  let code = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    code += REFERENCE_ALPHABET[(bytes[index] ?? 0) & 31];
  }
  return `${REFERENCE_PREFIX}${code}`;
}

// Crockford's decoding of the look-alikes a traveller may type.
const LOOK_ALIKES: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * A reference as a traveller may type it (any case, spaces or dashes, `AND` left out, I or L for 1 and
 * O for 0) in the form the server issues, or `undefined` when it cannot be one.
 */
export function normalizeReference(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s-]+/g, '');
  const code = (
    compact.startsWith('AND') && compact.length === 3 + REFERENCE_LENGTH ? compact.slice(3) : compact
  )
    .split('')
    .map((character) => LOOK_ALIKES[character] ?? character)
    .join('');
  const reference = `${REFERENCE_PREFIX}${code}`;
  return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}
