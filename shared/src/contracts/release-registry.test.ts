import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { describe, expect, it } from 'vitest';
import { cohortCookie, cohortFromCookies, releaseFor } from './release-naming';
import {
  applyRegistry,
  emptyRegistry,
  manifestProblems,
  movePointer,
  previousRelease,
  type RegistryEvent,
  registrySchema,
  releaseManifestUrl,
  releaseStack,
} from './release-registry';

const A = 'aaaaaaaaaaaa';
const B = 'bbbbbbbbbbbb';
const C = 'cccccccccccc';
const CONFIG = {
  remotes: [
    {
      name: 'hotels',
      entry: 'http://localhost:3002/mf-manifest.json',
      routes: ['/hotels'],
      releases: 'http://localhost:3002/releases/',
    },
  ],
} as unknown as RuntimeConfig;
const event = (action: RegistryEvent['action'], version: string): RegistryEvent => ({
  action,
  version,
  at: '2026-11-23T10:00:00.000Z',
  by: 'qa@host',
});

describe('registry', () => {
  it('moves a pointer and keeps who/when/which in the history', () => {
    const registry = movePointer(
      movePointer(emptyRegistry('local'), 'hotels', event('ship', A)),
      'hotels',
      event('ship', B),
    );
    expect(registry.remotes.hotels?.current).toBe(B);
    expect(registry.remotes.hotels?.history.map((e) => e.version)).toEqual([A, B]);
    expect(registrySchema.safeParse(registry).success).toBe(true);
  });

  it('does not change the registry it is given', () => {
    const before = emptyRegistry('local');
    movePointer(before, 'hotels', event('ship', A));
    expect(before.remotes).toEqual({});
  });

  it('rolls back one release at a time, then forward with a promote', () => {
    let registry = emptyRegistry('local');
    for (const version of [A, B, C]) registry = movePointer(registry, 'hotels', event('ship', version));
    expect(previousRelease(registry, 'hotels')).toBe(B);
    registry = movePointer(registry, 'hotels', event('rollback', B));
    expect(previousRelease(registry, 'hotels')).toBe(A);
    registry = movePointer(registry, 'hotels', event('rollback', A));
    expect(previousRelease(registry, 'hotels')).toBeUndefined();
    registry = movePointer(registry, 'hotels', event('promote', C));
    expect(releaseStack(registry.remotes.hotels)).toEqual([A, C]);
    expect(previousRelease(registry, 'hotels')).toBe(A);
  });

  it('a rollback --to an older release puts it on top', () => {
    let registry = emptyRegistry('local');
    for (const version of [A, B, C]) registry = movePointer(registry, 'hotels', event('ship', version));
    registry = movePointer(registry, 'hotels', event('rollback', A));
    expect(registry.remotes.hotels?.current).toBe(A);
    expect(previousRelease(registry, 'hotels')).toBe(C);
  });

  it('has no previous release for a remote never shipped or shipped once', () => {
    expect(previousRelease(emptyRegistry('local'), 'hotels')).toBeUndefined();
    expect(
      previousRelease(movePointer(emptyRegistry('local'), 'hotels', event('ship', A)), 'hotels'),
    ).toBeUndefined();
  });

  it('refuses a registry whose current is not its last move, or a version that is not a content hash', () => {
    const wrongCurrent = {
      environment: 'local',
      remotes: { hotels: { current: B, history: [event('ship', A)] } },
    };
    expect(registrySchema.safeParse(wrongCurrent).success).toBe(false);
    const notAHash = {
      environment: 'local',
      remotes: { hotels: { current: 'v1', history: [event('ship', 'v1')] } },
    };
    expect(registrySchema.safeParse(notAHash).success).toBe(false);
  });

  it('builds the manifest URL of a release', () => {
    expect(releaseManifestUrl('http://localhost:3002/releases/', A)).toBe(
      `http://localhost:3002/releases/${A}/mf-manifest.json`,
    );
    expect(releaseManifestUrl('https://cdn.example/hotels/releases', A)).toBe(
      `https://cdn.example/hotels/releases/${A}/mf-manifest.json`,
    );
  });
});

describe('manifestProblems', () => {
  const manifest = {
    name: 'hotels',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, buildInfo: { buildVersion: '1.0.0' } },
    exposes: [{ path: './routes' }],
    shared: [{ name: 'react', version: '19.3.1' }],
  };

  it('accepts a manifest of the remote that exposes ./routes', () => {
    expect(manifestProblems('hotels', manifest)).toEqual([]);
  });

  it('refuses a manifest of another remote, one without ./routes, and one that is not a manifest', () => {
    expect(manifestProblems('blog', manifest)).toEqual(['the manifest is for "hotels", not "blog"']);
    expect(manifestProblems('hotels', { ...manifest, exposes: [{ path: './widgets/x' }] })).toEqual([
      'the manifest does not expose ./routes',
    ]);
    expect(manifestProblems('hotels', { name: 'hotels' })[0]).toMatch(/^mf-manifest.json is invalid/);
  });
});

describe('gradual rollout and the kill switch', () => {
  const at = '2026-11-23T10:00:00.000Z';
  const move = (action: RegistryEvent['action'], version: string, percent?: number): RegistryEvent => ({
    action,
    version,
    at,
    by: 'Dev <dev@example.com>',
    ...(percent === undefined ? {} : { percent }),
  });
  const start = () => movePointer(emptyRegistry('local'), 'hotels', move('ship', A));

  it('gives a rollout to the buckets below its percent, and every visitor the current release otherwise', () => {
    const registry = registrySchema.parse(movePointer(start(), 'hotels', move('promote', B, 10)));
    const pointer = registry.remotes.hotels;
    expect(pointer).toMatchObject({ current: A, rollout: { version: B, percent: 10 } });
    const buckets = Array.from({ length: 100 }, (_, bucket) => bucket);
    const onRollout = buckets.filter((bucket) => pointer && releaseFor(pointer, bucket).version === B);
    expect(onRollout).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pointer && releaseFor(pointer, undefined)).toEqual({ version: A, cohort: 'current' });
    // A partial rollout is not a release to roll back to.
    expect(previousRelease(registry, 'hotels')).toBeUndefined();
  });

  it('makes a rollout at 100 % the current release; a rollback during a rollout stops it', () => {
    const at10 = movePointer(start(), 'hotels', move('promote', B, 10));
    const everyone = movePointer(at10, 'hotels', move('promote', B, 100));
    expect(everyone.remotes.hotels).toMatchObject({ current: B });
    expect(everyone.remotes.hotels?.rollout).toBeUndefined();
    expect(previousRelease(everyone, 'hotels')).toBe(A);
    const stopped = movePointer(at10, 'hotels', move('rollback', B, 0));
    expect(stopped.remotes.hotels).toMatchObject({ current: A });
    expect(stopped.remotes.hotels?.rollout).toBeUndefined();
  });

  it('switches a remote off and on without changing its release', () => {
    const off = movePointer(start(), 'hotels', move('disable', A));
    expect(off.remotes.hotels).toMatchObject({ current: A, disabled: true });
    expect(applyRegistry(CONFIG, off).disabled).toEqual(['hotels']);
    const on = movePointer(off, 'hotels', move('enable', A));
    expect(on.remotes.hotels?.disabled).toBeUndefined();
    expect(applyRegistry(CONFIG, on).disabled).toEqual([]);
  });

  it('reads the cohort bucket from cookies', () => {
    expect(cohortFromCookies('a=1; mf_cohort=7; b=2')).toBe(7);
    expect(cohortFromCookies('mf_cohort=99')).toBe(99);
    expect(cohortFromCookies('mf_cohort=100')).toBeUndefined();
    expect(cohortFromCookies(undefined)).toBeUndefined();
    expect(cohortCookie(12)).toBe('mf_cohort=12; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
