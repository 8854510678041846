import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { declaredEnvironments, deployEnvironment, missingFirstViews, prunableReleases } from './deploy.mjs';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const at = (daysAgo) => new Date(NOW - daysAgo * DAY).toISOString();
const published = (...versions) => versions.map((version, index) => ({ version, mtime: NOW - index }));
const event = (version, daysAgo) => ({ version, at: at(daysAgo), action: 'promote', by: 'QA <qa@example>' });

describe('prunableReleases', () => {
  const options = { keep: 2, since: NOW - 30 * DAY };

  test('keeps the newest N of a remote and removes the older ones nothing names', () => {
    const registry = { remotes: { hotels: { current: 'v1', history: [event('v1', 40)] } } };
    assert.deepEqual(prunableReleases('hotels', published('v1', 'v2', 'v3', 'v4'), [registry], options), [
      'v3',
      'v4',
    ]);
  });

  test('keeps an old release that a pointer names, as current or as a rollout, in any environment', () => {
    const local = { remotes: { hotels: { current: 'v4', history: [event('v4', 90)] } } };
    const e2e = {
      remotes: {
        hotels: { current: 'v1', rollout: { version: 'v3', percent: 10 }, history: [event('v1', 90)] },
      },
    };
    assert.deepEqual(
      prunableReleases('hotels', published('v1', 'v2', 'v3', 'v4', 'v5'), [local, e2e], options),
      ['v5'],
    );
  });

  test('keeps a release the history names within the days given, not an older mention', () => {
    const registry = {
      remotes: { hotels: { current: 'v1', history: [event('v4', 45), event('v3', 29), event('v1', 1)] } },
    };
    assert.deepEqual(prunableReleases('hotels', published('v1', 'v2', 'v3', 'v4'), [registry], options), [
      'v4',
    ]);
  });

  test("another remote's pointers do not protect this remote's releases", () => {
    const registry = { remotes: { ferry: { current: 'v3', history: [event('v3', 1)] } } };
    assert.deepEqual(prunableReleases('hotels', published('v1', 'v2', 'v3'), [registry], options), ['v3']);
  });
});

describe('deployEnvironment', () => {
  test('takes a declared environment and refuses a mistyped one, listing the declared ones', () => {
    assert.equal(deployEnvironment('e2e'), 'e2e');
    assert.throws(
      () => deployEnvironment('prodution'),
      (error) => {
        assert.match(
          error.message,
          /^unknown environment "prodution": declared in deploy\/environments\.json are /,
        );
        for (const name of Object.keys(declaredEnvironments())) assert.ok(error.message.includes(name));
        return true;
      },
    );
  });
});

describe('missingFirstViews', () => {
  const dir = mkdtempSync(join(tmpdir(), 'andaman-release-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const release = (name, firstViews, files) => {
    const root = join(dir, name);
    mkdirSync(join(root, 'first-view'), { recursive: true });
    if (firstViews) writeFileSync(join(root, 'first-views.json'), JSON.stringify(firstViews));
    for (const file of files) writeFileSync(join(root, 'first-view', file), '<p>first view</p>');
    return root;
  };
  const declared = {
    pages: [
      { path: '/hotels', file: 'hotels.html' },
      { path: '/hotels/:hotelId', file: 'hotel.html' },
    ],
    perRequest: ['/hotels/:hotelId'],
  };

  test('a release with every declared first view and its renderer lacks nothing', () => {
    assert.deepEqual(
      missingFirstViews(release('whole', declared, ['hotels.html', 'hotel.html', 'renderer.mjs'])),
      [],
    );
  });

  test('names each declared first view that is missing, and the renderer of per-request pages', () => {
    assert.deepEqual(missingFirstViews(release('partial', declared, ['hotels.html'])), [
      'it lacks the first view of /hotels/:hotelId (first-view/hotel.html)',
      'it lacks the renderer of /hotels/:hotelId (first-view/renderer.mjs)',
    ]);
  });

  test('a build the release pipeline did not make (no first-views.json) is refused as a whole', () => {
    assert.match(
      missingFirstViews(release('plain', undefined, []))[0] ?? '',
      /not built by the release pipeline/,
    );
  });
});
