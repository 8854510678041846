import type { Registry } from '@andaman/shared/contracts/release-registry';
import { stampDocument } from '@andaman/shared/contracts/validation-stamp';
import { describe, expect, it, vi } from 'vitest';
import { applyRegistry, fetchRegistry } from './registry-config';
import { baseConfig } from './test-config';

const V1 = '0123456789ab';
const registry: Registry = {
  environment: 'local',
  remotes: {
    hotels: {
      current: V1,
      history: [{ action: 'ship', version: V1, at: '2026-11-23T10:00:00.000Z', by: 'a' }],
    },
    blog: {
      current: V1,
      history: [{ action: 'ship', version: V1, at: '2026-11-23T10:00:00.000Z', by: 'a' }],
    },
  },
};

describe('applyRegistry', () => {
  it('loads the release the registry points at, under the remote releases base URL', () => {
    const { config, versions } = applyRegistry(baseConfig, registry);
    expect(config.remotes[0]?.entry).toBe(`http://localhost:3002/releases/${V1}/mf-manifest.json`);
    expect(versions).toEqual({ hotels: V1 });
  });

  it('keeps the configured entry for a remote without releases, and without a registry', () => {
    expect(applyRegistry(baseConfig, registry).config.remotes[1]?.entry).toBe(
      'http://localhost:3005/mf-manifest.json',
    );
    expect(applyRegistry(baseConfig, undefined).config).toBe(baseConfig);
  });
});

describe('fetchRegistry', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('revalidates the registry on every load and parses it', async () => {
    const fetchImpl = answer(200, registry);
    expect(await fetchRegistry('/registry.json', fetchImpl)).toEqual(registry);
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', { cache: 'no-cache' });
  });

  it('treats a missing registry as nothing released, and ignores an invalid one with an error', async () => {
    expect(await fetchRegistry('/registry.json', answer(404, {}))).toBeUndefined();
    // 204: what the edge and nginx answer when nothing was released (rule site.not-found).
    const empty = vi.fn(async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
    expect(await fetchRegistry('/registry.json', empty)).toBeUndefined();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchRegistry('/registry.json', answer(200, { remotes: 'x' }))).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toMatch(/release registry \/registry.json ignored/);
    error.mockRestore();
  });

  it('takes a registry stamped for its schemas as it is, and validates one changed after stamping', async () => {
    const stamped = await stampDocument('registry', 'schema-1', registry);
    expect(await fetchRegistry('/registry.json', answer(200, stamped), 'schema-1')).toEqual(registry);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...stamped, remotes: { hotels: { current: 'x', history: [] } } };
    expect(await fetchRegistry('/registry.json', answer(200, broken), 'schema-1')).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toMatch(/is invalid/);
    error.mockRestore();
  });
});
