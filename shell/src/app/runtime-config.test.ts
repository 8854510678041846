// @vitest-environment jsdom
import { stampDocument } from '@andaman/shared/contracts/validation-stamp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseConfig } from './delivery/test-config';
import { loadRuntimeConfig, REMOTE_OVERRIDES_KEY, RUNTIME_CONFIG_URL } from './runtime-config';

/** Serves the configuration; nothing was released (no registry). */
const served = (document: unknown) =>
  vi.fn(async (url: string) =>
    url === RUNTIME_CONFIG_URL
      ? new Response(JSON.stringify(document), { status: 200 })
      : new Response('', { status: 404 }),
  ) as unknown as typeof fetch;
const SCHEMA = 'schema-of-this-build';

vi.mock('./config-validation', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./config-validation')>();
  return { ...actual, validateRuntimeConfig: vi.fn(actual.validateRuntimeConfig) };
});
const { validateRuntimeConfig } = await import('./config-validation');

afterEach(() => {
  vi.mocked(validateRuntimeConfig).mockClear();
  localStorage.clear();
});

describe('loadRuntimeConfig', () => {
  it('takes a configuration stamped for its schemas as it is, without validating it again', async () => {
    const stamped = await stampDocument('runtime-config', SCHEMA, baseConfig);
    expect(await loadRuntimeConfig(served(stamped), SCHEMA)).toEqual(baseConfig);
    expect(validateRuntimeConfig).not.toHaveBeenCalled();
  });

  it('validates a configuration stamped for other schemas, or edited after stamping', async () => {
    const stamped = await stampDocument('runtime-config', 'older-schemas', baseConfig);
    expect(await loadRuntimeConfig(served(stamped), SCHEMA)).toEqual(baseConfig);
    expect(validateRuntimeConfig).toHaveBeenCalledTimes(1);
    const edited = { ...(await stampDocument('runtime-config', SCHEMA, baseConfig)), remotes: [] };
    await expect(loadRuntimeConfig(served(edited), SCHEMA)).resolves.toMatchObject({ remotes: [] });
    expect(validateRuntimeConfig).toHaveBeenCalledTimes(2);
  });

  it('refuses an invalid configuration with the validation message, stamp or not', async () => {
    const invalid = { ...baseConfig, contact: { ...baseConfig.contact, supportEmail: 'nobody' } };
    await expect(loadRuntimeConfig(served(invalid), SCHEMA)).rejects.toThrow(
      /runtime-config\.json is invalid: .*contact\.supportEmail/s,
    );
    const forged = { ...(await stampDocument('runtime-config', 'older-schemas', invalid)) };
    await expect(loadRuntimeConfig(served(forged), SCHEMA)).rejects.toThrow(/is invalid/);
  });

  it("applies a developer's valid overrides from localStorage", async () => {
    localStorage.setItem(
      REMOTE_OVERRIDES_KEY,
      JSON.stringify({ blog: 'http://localhost:3999/mf-manifest.json' }),
    );
    const config = await loadRuntimeConfig(
      served(await stampDocument('runtime-config', SCHEMA, baseConfig)),
      SCHEMA,
    );
    expect(config.remotes.find((remote) => remote.name === 'blog')?.entry).toBe(
      'http://localhost:3999/mf-manifest.json',
    );
    localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ blog: 'not a url' }));
    const unchanged = await loadRuntimeConfig(served(baseConfig), SCHEMA);
    expect(unchanged.remotes.find((remote) => remote.name === 'blog')?.entry).toBe(
      baseConfig.remotes.find((remote) => remote.name === 'blog')?.entry,
    );
  });
});
