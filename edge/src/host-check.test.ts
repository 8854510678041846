import { afterEach, expect, it } from 'vitest';
import { hostCheck, normaliseHost } from './host-check.ts';
import { startServer, type TestServer } from './test-servers.ts';

let server: TestServer | undefined;
afterEach(async () => server?.close());

const get = (origin: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(origin);
    import('node:http').then(({ default: http }) =>
      http
        .get({ hostname: url.hostname, port: url.port, path: '/', headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject),
    );
  });

it('answers only the configured hosts, whatever their case or default port; others get 421', async () => {
  const allowed = hostCheck(['localhost:3000', 'www.example.com']);
  server = await startServer((req, res) => {
    if (allowed(req, res)) res.end('ok');
  });
  expect(await get(server.origin, 'localhost:3000')).toBe(200);
  expect(await get(server.origin, 'WWW.Example.com:443')).toBe(200);
  expect(await get(server.origin, 'evil.example')).toBe(421);
  expect(await get(server.origin, 'localhost:3001')).toBe(421);
  expect(normaliseHost(' Example.COM:80 ')).toBe('example.com');
});
