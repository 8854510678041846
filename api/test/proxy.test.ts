import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardablePath, forwardToApi } from '../../edge/src/api-proxy.ts';
import { startTestApp, type TestApp } from './helpers';
import { recordCounts } from './payloads';

// The site's proxy (edge/src/api-proxy.ts) in front of a real listening API, over real sockets.
let api: TestApp;
let apiServer: ServerType;
let proxy: http.Server;
let site: string;

const listen = (server: { once: http.Server['once']; address: http.Server['address'] }) =>
  new Promise<number>((resolve) => {
    server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });

beforeAll(async () => {
  api = await startTestApp({ bodyLimitBytes: 100 * 1024 });
  apiServer = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 });
  const apiPort = await listen(apiServer as http.Server);
  proxy = http.createServer((req, res) => forwardToApi(req, res, `http://127.0.0.1:${apiPort}`));
  proxy.listen(0, '127.0.0.1');
  site = `http://127.0.0.1:${await listen(proxy)}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  proxy.closeAllConnections();
  await new Promise((resolve) => apiServer.close(resolve));
  await api.dispose();
});

/** A GET whose path goes out exactly as written. */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(site);
    http
      .get({ hostname, port, path }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

const oversized = () =>
  fetch(`${site}/api/common/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'x', body: 'y'.repeat(1024 * 1024) }),
  });

describe('the site proxy', () => {
  it('forwards only /api/* and /wp-json/* after normalising; .. never leaves it', async () => {
    for (const path of [
      '/api/../health',
      '/api/%2e%2e/health',
      '/api/%2E./health',
      '/wp-json/../health',
      '/api/../pay/TXN1',
      '/api/..%2fhealth',
      '/api/..\\health',
      '/health',
      '/pay/TXN1',
    ]) {
      expect(forwardablePath(path), path).toBe(false);
      // Over a raw request: fetch would resolve `..` itself before sending.
      const response = await rawGet(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ success: false, message: 'Not found' });
    }
    expect(forwardablePath('/api/hotels?page=2&q=..')).toBe(true);
    expect((await fetch(`${site}/api/hotels?limit=1`)).status).toBe(200);
    expect((await fetch(`${site}/wp-json/wp/v2/posts?per_page=1`)).status).toBe(200);
  });

  it('an oversized request gets its 413, and the next request gets its 200', async () => {
    for (let round = 0; round < 5; round++) {
      const big = await oversized();
      expect(big.status).toBe(413);
      expect(big.headers.get('x-content-type-options')).toBe('nosniff');
      await big.text();
      const next = await fetch(`${site}/api/hotels?limit=1`);
      expect(next.status).toBe(200);
      await next.text();
    }
  });

  it("another client's error rate stays 0 while one client sends 1 MB bodies", {
    timeout: 120_000,
  }, async () => {
    let sending = true;
    const bigStatuses: number[] = [];
    const attacker = (async () => {
      while (sending) {
        const response = await oversized().catch(() => undefined);
        bigStatuses.push(response?.status ?? 0);
        await response?.text().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const statuses: number[] = [];
    // By count, not time: on a loaded machine a second is only a few requests.
    while (statuses.length < 20 || bigStatuses.length < 5) {
      const response = await fetch(`${site}/api/hotels?limit=2`).catch(() => undefined);
      statuses.push(response?.status ?? 0);
      await response?.text();
    }
    sending = false;
    await attacker;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(bigStatuses.filter((status) => status !== 413)).toEqual([]);
  });
});

describe('a tampered amount through the site proxy', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${site}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify(body),
    });

  it('is refused with 400, creates no payment, and the server figure is what is charged', async () => {
    const booking = await post('/api/activity-bookings', {
      clientCount: 5,
      clientName: 'Kiran Rao',
      clientEmail: 'kiran@example.com',
      clientPhone: '9876543210',
      startDate: '2030-01-11T00:00:00.000Z',
      activityId: 2,
    });
    const { id, total, ownerToken } = (
      (await booking.json()) as { data: { id: string; total: number; ownerToken: string } }
    ).data;
    expect(total).toBe(3900 * 5);
    const payment = (amount: number) => ({
      payment_gateway_data: { amount, email: 'kiran@example.com', phone: '9876543210' },
      data: [
        {
          service: 'activity',
          activity_data: {
            bookingId: id,
            bookingToken: ownerToken,
            activityId: 2,
            clientName: 'Kiran Rao',
            clientCount: 5,
            total: 1,
          },
        },
      ],
    });
    const before = (await recordCounts(api)).payments;
    for (const amount of [1, 0.01, total + 1]) {
      const tampered = await post('/api/payment', payment(amount));
      expect(tampered.status, String(amount)).toBe(400);
      expect(((await tampered.json()) as { message: string }).message).toBe(
        'payment_gateway_data.amount: does not match the price of the items',
      );
    }
    expect((await recordCounts(api)).payments).toBe(before);
    const paid = await post('/api/payment', payment(total));
    expect(paid.status).toBe(200);
    const { transactionId } = ((await paid.json()) as { data: { transactionId: string } }).data;
    // The owner token travels through the proxy.
    const checked = await fetch(`${site}/api/payment/check-transaction-id/${transactionId}`, {
      headers: { [BOOKING_TOKEN_HEADER]: ownerToken },
    });
    expect(((await checked.json()) as { data: { amount: number } }).data.amount).toBe(total);
  });
});

describe('the forwarded client address', () => {
  it('is the socket the client opened, never an X-Forwarded-For the client sent (rate limits key on it)', async () => {
    const upstream = http.createServer((req, res) => {
      res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }));
    });
    upstream.listen(0, '127.0.0.1');
    const upstreamPort = await listen(upstream);
    const edge = http.createServer((req, res) => forwardToApi(req, res, `http://127.0.0.1:${upstreamPort}`));
    edge.listen(0, '127.0.0.1');
    const edgePort = await listen(edge);
    try {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`http://127.0.0.1:${edgePort}/api/common/email`, {
          method,
          headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.1' },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        expect(await response.json(), method).toEqual({ forwardedFor: '127.0.0.1' });
      }
    } finally {
      edge.closeAllConnections();
      upstream.closeAllConnections();
      await new Promise((resolve) => edge.close(resolve));
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
