import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { POST_PATHS, recordCounts, validBodies } from './payloads';

// Garbage to every POST and every parameterised GET: a table of hostile payloads, then random ones from
// fast-check. Every answer must be a 2xx/3xx/4xx without a stack trace, within a few seconds, and a refused
// request must store nothing.

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

const HOSTILE: unknown[] = [
  '',
  ' ',
  null,
  0,
  -1,
  1.5,
  2_147_483_648,
  1e308,
  -1e308,
  true,
  [],
  {},
  'x'.repeat(12_000),
  'a'.repeat(5_000),
  '\u0000',
  'Kiran\u0000Rao',
  '\u001b[31m',
  '\u202eevil',
  '\uFEFF',
  '😀'.repeat(300),
  'नमस्ते',
  "' OR 1=1 --",
  "'; DROP TABLE hotels; --",
  '%00',
  '%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  `\${7*7}{{7*7}}`,
  '2030-02-30',
  '9999-12-31',
  '0000-00-00',
  'abc',
  'abcdefghij',
  { $gt: 1 },
  { __proto__: { polluted: 1 } },
  [[[[[[1]]]]]],
  ['a', 1, null],
];

const RAW_BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '{',
  '{"a":1,}',
  '{"__proto__":{"polluted":true}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":"\\ud800"}',
  '\u0000',
];

/** What every answer must satisfy. */
const expectSafe = async (label: string, request: () => Promise<Response>) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within 10 s`)), 10_000);
  });
  const response = await Promise.race([request(), hang]).finally(() => clearTimeout(timer));
  const text = await response.text();
  expect(response.status, `${label} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  // An answer never carries a stack trace or internals (checked on errors: content may say "at 10:30:00").
  if (response.status >= 400)
    expect(text, label).not.toMatch(/\bat [^\n]+:\d+:\d+|node_modules|Internal server error/);
  return response.status;
};

const post = (path: string, body: string) =>
  Promise.resolve(
    api.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  );

/** Which tables a successful POST of a path adds one row to (a request or message also writes its e-mail). */
const STORES: Partial<Record<string, string[]>> = {
  '/api/activity-bookings': ['activityBookings'],
  '/api/hotel-bookings': ['hotelBookings', 'emailOutbox'],
  '/api/holiday-package-bookings': ['holidayBookings', 'emailOutbox'],
  '/api/common/email': ['emails', 'emailOutbox'],
  '/api/payment': ['payments'],
  '/wp-json/wp/v2/comments': ['wpComments'],
};

/** Sends every body to `path`; rows added must match the 2xx answers exactly. */
const sendAll = async (path: string, bodies: string[]) => {
  const before = await recordCounts(api);
  let accepted = 0;
  for (const body of bodies) {
    const status = await expectSafe(`POST ${path} ${body.slice(0, 80)}`, () => post(path, body));
    if (status >= 200 && status < 300) accepted++;
  }
  const after = await recordCounts(api);
  const tables = STORES[path] ?? [];
  for (const [name, count] of Object.entries(after)) {
    if (tables.includes(name)) expect(count, `${path}: rows of ${name}`).toBe((before[name] ?? 0) + accepted);
    // A seat block holds one row per seat; an accepted block may add several, a refused one none.
    else if (name === 'seatHolds' && path === '/api/green-ocean/temporary-seat-block' && accepted > 0)
      expect(count).toBeGreaterThanOrEqual(before[name] ?? 0);
    else expect(count, `${path}: rows of ${name}`).toBe(before[name]);
  }
};

describe('hostile payload table', { timeout: 120_000 }, () => {
  it.each(POST_PATHS.map((path) => [path]))(
    'POST %s: every field replaced by each hostile value',
    async (path) => {
      const valid = validBodies[path] as Record<string, unknown>;
      const bodies = [...RAW_BODIES, ...HOSTILE.map((value) => JSON.stringify(value))];
      for (const field of Object.keys(valid)) {
        for (const value of HOSTILE) bodies.push(JSON.stringify({ ...valid, [field]: value }));
      }
      await sendAll(path, bodies);
    },
  );

  const GETS = [
    '/api/activity?limit=',
    '/api/activity/',
    '/api/hotels?page=',
    '/api/hotels?limit=',
    '/api/hotels?locationId=',
    '/api/hotels?pricePerNight=',
    '/api/hotels?category=',
    '/api/hotels/',
    '/api/hotels/rooms/',
    '/api/holidayPackage?page=',
    '/api/holidayPackage?mainLocationId=',
    '/api/holidayPackage/',
    '/api/common/wallet-balances?makruzz=',
    '/api/payment/check-transaction-id/',
    '/api/images/hotels/',
    '/pay/',
    '/wp-json/wp/v2/posts?search=',
    '/wp-json/wp/v2/posts?slug=',
    '/wp-json/wp/v2/posts?page=',
    '/wp-json/wp/v2/posts?per_page=',
    '/wp-json/wp/v2/posts?categories=',
    '/wp-json/wp/v2/posts?include[]=',
    '/wp-json/wp/v2/posts?orderby=',
    '/wp-json/wp/v2/posts/',
    '/wp-json/wp/v2/categories?page=',
    '/wp-json/wp/v2/comments?post=',
  ];
  const texts = [
    ...HOSTILE.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
    '-0',
    '1e3',
    '0x10',
    '99999999999999999999',
    'All',
    '..%2f..%2f',
  ];
  it('every parameterised GET with each hostile value', async () => {
    for (const prefix of GETS) {
      for (const text of texts) {
        // Raw (possibly broken) escapes as well as properly encoded text.
        for (const value of [encodeURIComponent(text), text.replace(/[\s#?]/g, '')]) {
          const path = `${prefix}${value}`;
          await expectSafe(`GET ${path.slice(0, 120)}`, () => Promise.resolve(api.app.request(path)));
        }
      }
    }
  });
});

describe('random payloads (fast-check)', { timeout: 120_000 }, () => {
  const anyJson = fc.jsonValue({ maxDepth: 4 });
  it('random bodies and random field values on every POST', async () => {
    for (const path of POST_PATHS) {
      const valid = validBodies[path] as Record<string, unknown>;
      const fields = Object.keys(valid);
      const bodies = fc.sample(
        fc.oneof(
          anyJson.map((value) => JSON.stringify(value)),
          fc
            .tuple(fc.constantFrom(...fields), anyJson)
            .map(([field, value]) => JSON.stringify({ ...valid, [field]: value })),
          fc.string({ unit: 'binary', maxLength: 200 }),
        ),
        { numRuns: 40, seed: 42 + path.length },
      );
      await sendAll(path, bodies);
    }
  });
  it('random query values and path ids on the parameterised GETs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/hotels?category=',
          '/api/hotels/',
          '/wp-json/wp/v2/posts?search=',
          '/wp-json/wp/v2/posts?slug=',
          '/api/payment/check-transaction-id/',
          '/wp-json/wp/v2/comments?post=',
        ),
        fc.string({ unit: 'binary', maxLength: 100 }),
        async (prefix, text) => {
          await expectSafe(`GET ${prefix}${text}`, () =>
            Promise.resolve(api.app.request(`${prefix}${encodeURIComponent(text)}`)),
          );
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  });
});
