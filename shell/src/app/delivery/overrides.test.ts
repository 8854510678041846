// @vitest-environment jsdom
import { runtimeConfigSchema } from '@andaman/shared/runtime-config-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyOverrides,
  mergeOverrideParams,
  OVERRIDE_STORAGE_KEY,
  overrideRequestsOfThisTab,
  parseOverrideParam,
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

  it('ignores, with a warning, an origin not on the allow-list, an unknown remote and a bad target', () => {
    const warn = vi.fn();
    const { config, active } = applyOverrides(
      baseConfig,
      { hotels: 'https://evil.example/mf-manifest.json', blog: 'not a url', ferry: V2 },
      warn,
    );
    expect(config.remotes.map((remote) => remote.entry)).toEqual(
      baseConfig.remotes.map((remote) => remote.entry),
    );
    expect(active).toEqual([]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[shell] mf-override ignored: https://evil.example is not an allowed override origin',
      '[shell] mf-override ignored: "not a url" is neither a release version nor a URL',
      '[shell] mf-override ignored: there is no remote "ferry"',
    ]);
  });

  it('ignores a release version for a remote that has no releases', () => {
    const warn = vi.fn();
    expect(applyOverrides(baseConfig, { blog: V2 }, warn).active).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
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
