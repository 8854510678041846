import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { hostGuard, hostMatcher } from './host-check';

describe('Host check', () => {
  const allowed = hostMatcher(
    defaultConfig({
      siteOrigin: 'https://www.andaman.example',
      corsOrigins: ['http://localhost:3000'],
      publicOrigin: 'https://api.andaman.example',
      allowedHosts: ['internal-lb', 'edge.local:8080'],
    }),
  );
  it('accepts loopback names on any port and the configured origins and hosts', () => {
    for (const host of [
      'localhost',
      'localhost:4000',
      '127.0.0.1:4123',
      '[::1]:4000',
      'www.andaman.example',
      'API.andaman.example',
      'internal-lb:9000',
      'edge.local:8080',
    ])
      expect(allowed(host), host).toBe(true);
  });
  it('refuses any other name, and a configured origin on another port', () => {
    for (const host of ['evil.example', 'www.andaman.example:8443', 'edge.local:8081', '10.0.0.7:4000', ''])
      expect(allowed(host), host).toBe(false);
  });
  it('answers 421 for a foreign host, and lets the health probes through', async () => {
    const app = new Hono().use('*', hostGuard(allowed));
    app.get('*', (c) => c.text('ok'));
    expect((await app.request('/api/hotels', { headers: { host: 'evil.example' } })).status).toBe(421);
    expect((await app.request('/api/hotels', { headers: { host: 'localhost:4000' } })).status).toBe(200);
    expect((await app.request('/ready', { headers: { host: '10.1.2.3:4000' } })).status).toBe(200);
    expect((await app.request('/health', { headers: { host: '10.1.2.3:4000' } })).status).toBe(200);
  });
});
