import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, startTestApp, type TestApp } from './helpers';
import { IDEMPOTENT_PATHS, POST_PATHS, recordCounts, STORING_PATHS, validBodies } from './payloads';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

const send = (path: string, body: string, headers: Record<string, string>) =>
  Promise.resolve(api.app.request(path, { method: 'POST', headers, body }));

/** The message of an `/api` error or a WordPress error, checking that no stack trace leaks. */
const messageOf = async (response: Response): Promise<string> => {
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
  const body = JSON.parse(text) as { message?: string };
  return body.message ?? '';
};

describe('JSON only (415) for every body', () => {
  const bodies: Array<[string, string, string]> = [
    ['text/plain', 'text/plain', '{"fullName":"x"}'],
    ['a form', 'application/x-www-form-urlencoded', 'fullName=x&email=a%40b.in'],
    [
      'multipart',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--XX--',
    ],
  ];
  it.each(bodies)('refuses %s on every POST and stores nothing', async (_, type, body) => {
    const before = await recordCounts(api);
    for (const path of POST_PATHS) {
      const response = await send(path, body, { 'content-type': type });
      expect(response.status, path).toBe(415);
      expect(await messageOf(response)).toBe('Content-Type must be application/json');
    }
    expect(await recordCounts(api)).toEqual(before);
  });
});

describe('cross-site requests are refused (Origin check)', () => {
  it('a foreign origin cannot create bookings, payments, e-mails or comments', async () => {
    const before = await recordCounts(api);
    for (const path of STORING_PATHS) {
      const response = await send(path, JSON.stringify(validBodies[path]), {
        'content-type': 'application/json',
        origin: 'https://evil.example',
      });
      expect(response.status, path).toBe(403);
      expect(await messageOf(response)).toBe('Requests from this origin are not allowed');
    }
    const form = await Promise.resolve(
      api.app.request('/pay/TXN1', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
        body: 'action=pay',
      }),
    );
    expect(form.status).toBe(403);
    expect(await recordCounts(api)).toEqual(before);
  });
  it('the site origins and this server itself (the payment page) are allowed', async () => {
    const ok = await send('/api/common/email', JSON.stringify(validBodies['/api/common/email']), {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
    });
    expect(ok.status).toBe(201);
    const own = await Promise.resolve(
      api.app.request(`${API_ORIGIN}/pay/TXNNOPE`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: API_ORIGIN },
        body: 'action=pay',
      }),
    );
    expect(own.status).toBe(404);
  });
});

describe('control characters', () => {
  it.each(STORING_PATHS.map((path) => [path]))(
    'a NUL in any text of %s is a 400, nothing stored',
    async (path) => {
      const before = await recordCounts(api);
      const body = JSON.stringify(validBodies[path]).replace(/"([^"]*[a-z][^"]*)"(?!:)/, '"$1\\u0000"');
      expect(body).toContain('\\u0000');
      const response = await send(path, body, { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toMatch(/: must not contain control characters$/);
      expect(await recordCounts(api)).toEqual(before);
    },
  );
  it.each([
    '/wp-json/wp/v2/posts?search=%00',
    '/wp-json/wp/v2/posts?slug=%00',
    '/wp-json/wp/v2/comments?post=%00',
    '/api/hotels?category=%00',
    '/api/hotels/%00',
    '/api/payment/check-transaction-id/%00',
  ])('GET %s is a 400', async (path) => {
    const response = await api.get(path);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('The address must not contain control characters');
  });
});

describe('nesting depth', () => {
  const deep = `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
  it.each(IDEMPOTENT_PATHS.map((path) => [path]))(
    '20,000 levels with an Idempotency-Key on %s is a 400',
    async (path) => {
      const response = await send(path, deep, {
        'content-type': 'application/json',
        'idempotency-key': `deep-${path}`,
      });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('Request body is nested more than 16 levels deep');
    },
  );
  it('is a 400 on every other POST too', async () => {
    for (const path of POST_PATHS) {
      const response = await send(path, deep, { 'content-type': 'application/json' });
      expect(response.status, path).toBe(400);
    }
  });
});

describe('headers', () => {
  it('JSON answers, errors included, are nosniff and no-store', async () => {
    for (const response of [
      await api.get('/api/hotels'),
      await api.get('/api/payment/check-transaction-id/TXNNOPE'),
      await api.get('/api/nope'),
      await api.get('/wp-json/wp/v2/posts?per_page=1'),
      await api.post('/api/common/email', { title: 'x', body: 'y'.repeat(200_000) }),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
  it('a 413 closes the connection and keeps the headers', async () => {
    const response = await api.post('/api/common/email', { title: 'x', body: 'y'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('the payment page cannot be framed and allows only its own style and form', async () => {
    for (const response of [await api.get('/pay/TXNNOPE'), await api.get('/pay/%00')]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("form-action 'self' http://localhost:3000");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
