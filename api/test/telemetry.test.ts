import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, startTestApp, TEST_NOW, type TestApp } from './helpers';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

const tags = {
  remote: 'hotels',
  version: 'aaaaaaaaaaaa',
  environment: 'test',
  page: '/hotels',
  at: '2026-11-23T10:00:00.000Z',
};
const load = {
  type: 'remote-load',
  ...tags,
  module: 'hotels/routes',
  ok: false,
  ms: 8123,
  overridden: true,
  error: 'Remote module hotels/routes is unavailable',
};
const page = (version: string, cohort = 'current') => ({ type: 'page', ...tags, version, cohort });
const vital = (name: string, value: number, version = tags.version) => ({
  type: 'vital',
  ...tags,
  version,
  name,
  value,
});
const error = (version: string) => ({
  type: 'error',
  ...tags,
  version,
  message: 'TypeError: x is undefined',
});

type Figures = { data: { remotes: Record<string, Record<string, Record<string, number | null>>> } };

describe('POST /api/telemetry', () => {
  it('accepts a batch with 202 and keeps it in the database (listed in test mode)', async () => {
    const response = await api.post('/api/telemetry', { events: [load, { ...load, ok: true, ms: 40 }] });
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ success: true, data: { accepted: 2 } });
    const kept = (await json(await api.get('/api/telemetry'))) as { data: (typeof load)[] };
    expect(kept.data.map((e) => e.ms)).toEqual([8123, 40]);
  });

  it('refuses an empty batch and an event of an unknown type', async () => {
    expect((await errorOf(await api.post('/api/telemetry', { events: [] }))).status).toBe(400);
    expect(
      (await errorOf(await api.post('/api/telemetry', { events: [{ ...load, type: 'other' }] }))).status,
    ).toBe(400);
    expect((await errorOf(await api.post('/api/telemetry', { events: [vital('FID', 10)] }))).status).toBe(
      400,
    );
  });
});

describe('figures per release', () => {
  it('counts page loads and errors and takes the 75th percentile of each vital, per remote and version', async () => {
    const events = [
      ...Array.from({ length: 4 }, () => page('aaaaaaaaaaaa')),
      error('aaaaaaaaaaaa'),
      ...[1000, 2000, 3000, 4000].map((value) => vital('LCP', value)),
      vital('INP', 200),
      vital('CLS', 0.1),
      page('bbbbbbbbbbbb', 'rollout'),
      page('bbbbbbbbbbbb', 'rollout'),
      error('bbbbbbbbbbbb'),
    ];
    expect((await api.post('/api/telemetry', { events })).status).toBe(202);
    const figures = (await json(await api.get('/api/telemetry/releases?environment=test'))) as Figures;
    // The failed remote load of the first test counts as an error of its release.
    expect(figures.data.remotes.hotels?.aaaaaaaaaaaa).toEqual({
      samples: 4,
      errors: 2,
      errorRate: 0.5,
      lcpP75: 3250,
      inpP75: 200,
      clsP75: 0.1,
    });
    expect(figures.data.remotes.hotels?.bbbbbbbbbbbb).toMatchObject({
      samples: 2,
      errors: 1,
      errorRate: 0.5,
    });
    expect(
      ((await json(await api.get('/api/telemetry/releases?environment=none'))) as Figures).data.remotes,
    ).toEqual({});
  });

  it('serves the same as Prometheus metrics on /metrics', async () => {
    const response = await api.get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(
      'andaman_release_page_loads{environment="test",remote="hotels",version="aaaaaaaaaaaa"} 4',
    );
    expect(text).toContain(
      'andaman_release_error_rate{environment="test",remote="hotels",version="bbbbbbbbbbbb"} 0.5',
    );
    expect(text).toContain(
      'andaman_release_lcp_p75_seconds{environment="test",remote="hotels",version="aaaaaaaaaaaa"} 3.25',
    );
  });

  it('keeps events for the retention only', async () => {
    const later = await startTestApp({ telemetryRetentionDays: 1 });
    try {
      expect((await later.post('/api/telemetry', { events: [page('cccccccccccc')] })).status).toBe(202);
      later.setNow(new Date(TEST_NOW.getTime() + 3 * 86_400_000));
      const again = await later.post('/api/telemetry', { events: [page('dddddddddddd')] });
      expect(again.status).toBe(202);
      const figures = (await json(await later.get('/api/telemetry/releases?environment=test'))) as Figures;
      expect(Object.keys(figures.data.remotes.hotels ?? {})).toEqual(['dddddddddddd']);
    } finally {
      await later.dispose();
    }
  });
});
