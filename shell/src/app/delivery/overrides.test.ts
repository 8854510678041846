// @vitest-environment jsdom
import { runtimeConfigSchema } from '@andaman/shared/runtime-config-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyOverrides,
  mergeOverrideParams,
  OVERRIDE_STORAGE_KEY,
  overrideRequestsOfThisTab,
  parseOverrideParam,
  verifyOverrides,
} from './overrides';
import { baseConfig } from './test-config';

const V2 = 'fedcba987654';

describe('parseOverrideParam / mergeOverrideParams', () => {
  it('reads remote@target, keeps earlier overrides of other remotes, and clears on "clear"', () => {
    expect(parseOverrideParam('hotels@http://localhost:3090/mf-manifest.json')).toEqual({
      remote: 'hotels',
      target: 'http://localhost:3090/mf-manifest.json',
    });
    expect(parseOverrideParam('nonsense')).toBeUndefined();
    const params = new URLSearchParams(`mf-override=hotels@${V2}`);
    expect(mergeOverrideParams({ blog: 'x' }, params)).toEqual({ blog: 'x', hotels: V2 });
    expect(mergeOverrideParams({ blog: 'x' }, new URLSearchParams('mf-override=clear'))).toEqual({});
  });
});

describe('applyOverrides', () => {
  it('points a remote at a released version under its releases base URL', () => {
    const { config, active } = applyOverrides(baseConfig, { hotels: V2 });
    expect(config.remotes[0]?.entry).toBe(`http://localhost:3002/releases/${V2}/mf-manifest.json`);
    expect(active).toEqual([{ remote: 'hotels', target: V2, entry: config.remotes[0]?.entry }]);
  });

  it('honours a manifest URL on an allowed origin', () => {
    const url = 'http://localhost:3090/build/mf-manifest.json';
    expect(applyOverrides(baseConfig, { blog: url }).config.remotes[1]?.entry).toBe(url);
  });

  it('refuses, with the reason, an origin not on the allow-list, an unknown remote and a bad target', () => {
    const { config, active, refused } = applyOverrides(baseConfig, {
      hotels: 'https://evil.example/mf-manifest.json',
      blog: 'not a url',
      ferry: V2,
    });
    expect(config.remotes.map((remote) => remote.entry)).toEqual(
      baseConfig.remotes.map((remote) => remote.entry),
    );
    expect(active).toEqual([]);
    expect(refused.map(({ remote, reason, message }) => [remote, reason, message])).toEqual([
      ['hotels', 'origin not allowed', 'https://evil.example is not an allowed override origin'],
      ['blog', 'not a target', '"not a url" is neither a release version nor a URL'],
      ['ferry', 'wrong remote', 'there is no remote "ferry"'],
    ]);
  });

  it('refuses a release version for a remote that has no releases', () => {
    const { active, refused } = applyOverrides(baseConfig, { blog: V2 });
    expect(active).toEqual([]);
    expect(refused[0]?.reason).toBe('version not published');
  });
});

describe('verifyOverrides', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('keeps an override whose manifest is served and names the remote', async () => {
    const asked = applyOverrides(baseConfig, { hotels: V2 });
    const verified = await verifyOverrides(
      baseConfig,
      asked.config,
      asked.active,
      answer(200, { name: 'hotels' }),
    );
    expect(verified.refused).toEqual([]);
    expect(verified.config.remotes[0]?.entry).toBe(`http://localhost:3002/releases/${V2}/mf-manifest.json`);
  });

  it('refuses a version that is not published and a build of another remote, back to the release', async () => {
    const asked = applyOverrides(baseConfig, { hotels: V2 });
    const missing = await verifyOverrides(baseConfig, asked.config, asked.active, answer(404, {}));
    expect(missing.refused.map((refused) => refused.reason)).toEqual(['version not published']);
    expect(missing.refused[0]?.message).toBe(`hotels@${V2} is not a published release`);
    expect(missing.config.remotes[0]?.entry).toBe(baseConfig.remotes[0]?.entry);
    const other = await verifyOverrides(
      baseConfig,
      asked.config,
      asked.active,
      answer(200, { name: 'ferry' }),
    );
    expect(other.refused.map((refused) => refused.reason)).toEqual(['wrong remote']);
    expect(other.active).toEqual([]);
  });
});

describe('overrideRequestsOfThisTab', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the URL override in sessionStorage for the tab, until cleared', async () => {
    const at = (search: string) => ({ search }) as Location;
    expect(await overrideRequestsOfThisTab(at(`?mf-override=hotels@${V2}`))).toEqual({ hotels: V2 });
    expect(await overrideRequestsOfThisTab(at(''))).toEqual({ hotels: V2 });
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe(JSON.stringify({ hotels: V2 }));
    expect(await overrideRequestsOfThisTab(at('?mf-override=clear'))).toEqual({});
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores stored overrides it cannot read', async () => {
    sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ hotels: '' }));
    expect(await overrideRequestsOfThisTab({ search: '' } as Location)).toEqual({});
    sessionStorage.setItem(OVERRIDE_STORAGE_KEY, 'not json');
    expect(await overrideRequestsOfThisTab({ search: `?mf-override=blog@${V2}` } as Location)).toEqual({
      blog: V2,
    });
  });
});

describe('production configuration', () => {
  it('refuses overrides to localhost in production, allows them elsewhere', () => {
    const production = {
      ...baseConfig,
      environment: 'production',
      overrideOrigins: ['http://127.0.0.1:3090'],
    };
    const result = runtimeConfigSchema.safeParse(production);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'http://127.0.0.1:3090: overrides to a local machine are for development and test environments only',
    );
    expect(runtimeConfigSchema.safeParse({ ...production, environment: 'test' }).success).toBe(true);
    expect(
      runtimeConfigSchema.safeParse({ ...production, overrideOrigins: ['https://qa.cdn.example'] }).success,
    ).toBe(true);
  });
});
