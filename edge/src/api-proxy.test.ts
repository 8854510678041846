import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forwardablePath,
  forwardToApi,
  TIMEOUT_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UPSTREAM_TIMEOUT_MS,
} from './api-proxy.ts';
import { startServer, type TestServer } from './test-servers.ts';

const opened: TestServer[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});
const track = async (server: Promise<TestServer>) => {
  const started = await server;
  opened.push(started);
  return started;
};

/** A proxy in front of `target` with `options`, counting what the breaker is told. */
async function proxyTo(target: string, options: Parameters<typeof forwardToApi>[3] = {}) {
  const told: string[] = [];
  const observer = { reachable: () => told.push('up'), unreachable: () => told.push('down') };
  const proxy = await track(
    startServer((req, res) => forwardToApi(req, res, target, { observer, ...options })),
  );
  return { proxy, told };
}

describe('the /api proxy', () => {
  it('waits for the API as long as the browser does (the product timeout, 30 s)', () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(30_000);
  });

  it('refuses paths it does not forward', () => {
    for (const path of ['/api/../health', '/api/%2e%2e/x', '/health', '/api/..%2fx']) {
      expect(forwardablePath(path), path).toBe(false);
    }
    expect(forwardablePath('/api/hotels?page=2')).toBe(true);
  });

  it('answers 503 with a message the site shows when no API listens, after trying a read twice', async () => {
    const closed = await startServer(() => undefined);
    const target = closed.origin;
    await closed.close();
    const { proxy, told } = await proxyTo(target);
    const started = Date.now();
    const response = await fetch(`${proxy.origin}/api/hotels`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
    // The one retry of a read waits a moment for a restarting API.
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(told).toEqual(['down']);
    const post = await fetch(`${proxy.origin}/api/bookings`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(503);
  });

  it('retries a read once on a restarting API, and it succeeds', async () => {
    let calls = 0;
    const api = await track(
      startServer((req, res) => {
        calls += 1;
        // The first connection dies before any answer, as when the API is killed mid-request.
        if (calls === 1) req.socket.destroy();
        else res.end('{"success":true}');
      }),
    );
    const { proxy } = await proxyTo(api.origin);
    const response = await fetch(`${proxy.origin}/api/hotels`);
    expect(response.status).toBe(200);
    expect(calls).toBe(2);
  });

  it('gives up on a hung API at its timeout with 504 and a message', async () => {
    const hung = await track(startServer(() => undefined));
    const { proxy, told } = await proxyTo(hung.origin, { timeoutMs: 300 });
    const started = Date.now();
    const response = await fetch(`${proxy.origin}/api/hotels`);
    const waited = Date.now() - started;
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ success: false, message: TIMEOUT_MESSAGE });
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(2000);
    expect(told).toEqual(['down']);
  });

  it('refuses a body over the limit with 413 itself, also when many are sent at once and without a length', async () => {
    let reached = 0;
    const api = await track(
      startServer((req, res) => {
        reached += 1;
        req.resume();
        req.on('end', () => res.end('{"success":true}'));
      }),
    );
    const { proxy } = await proxyTo(api.origin, { bodyLimitBytes: 1024 });
    const big = 'x'.repeat(300 * 1024);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${proxy.origin}/api/common/email`, { method: 'POST', body: big }).then(async (response) => {
          await response.text();
          return response.status;
        }),
      ),
    );
    expect(statuses).toEqual(Array(20).fill(413));
    // A streamed body (no content-length) is counted as it comes.
    const streamed = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${proxy.origin}/api/common/email`, { method: 'POST' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      for (let i = 0; i < 10; i++) request.write('y'.repeat(1024));
      request.end();
    });
    expect(streamed).toBe(413);
    expect(reached).toBe(0);
    const small = await fetch(`${proxy.origin}/api/common/email`, { method: 'POST', body: 'ok' });
    expect(small.status).toBe(200);
  });

  it('passes the API answer through and tells the breaker the API is up', async () => {
    const api = await track(startServer((_req, res) => res.writeHead(503).end('{"message":"db away"}')));
    const { proxy, told } = await proxyTo(api.origin);
    const response = await fetch(`${proxy.origin}/api/hotels`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('{"message":"db away"}');
    expect(told).toEqual(['up']);
  });
});
