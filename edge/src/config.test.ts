import { describe, expect, it } from 'vitest';
import { UPSTREAM_TIMEOUT_MS } from './api-proxy.ts';
import { edgeConfigSchema } from './config.ts';

const minimal = {
  apps: [{ name: 'shell', role: 'host', port: 3000, root: '/srv/shell' }],
  apiOrigin: 'http://127.0.0.1:4000',
  allowedHosts: ['localhost:3000'],
  environment: 'local',
  registryDir: '/srv/registry',
};

describe('the edge configuration', () => {
  it('waits for the API the product timeout (30 s) unless its file says otherwise', () => {
    expect(edgeConfigSchema.parse(minimal).upstreamTimeoutMs).toBe(UPSTREAM_TIMEOUT_MS);
    expect(edgeConfigSchema.parse({ ...minimal, upstreamTimeoutMs: 8_000 }).upstreamTimeoutMs).toBe(8_000);
  });
});
