import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, startTestApp, type TestApp } from './helpers';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

const event = {
  type: 'remote-load',
  remote: 'hotels',
  module: 'hotels/routes',
  ok: false,
  ms: 8123,
  overridden: true,
  error: 'Remote module hotels/routes is unavailable',
  page: '/hotels',
  at: '2026-11-23T10:00:00.000Z',
};

describe('POST /api/telemetry', () => {
  it('accepts a batch of remote-load events with 202 and keeps them (listed in test mode)', async () => {
    const response = await api.post('/api/telemetry', { events: [event, { ...event, ok: true, ms: 40 }] });
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ success: true, data: { accepted: 2 } });
    const kept = (await json(await api.get('/api/telemetry'))) as { data: (typeof event)[] };
    expect(kept.data.map((e) => e.ms)).toEqual([8123, 40]);
  });

  it('refuses an empty batch and an event that is not a remote load', async () => {
    expect((await errorOf(await api.post('/api/telemetry', { events: [] }))).status).toBe(400);
    expect(
      (await errorOf(await api.post('/api/telemetry', { events: [{ ...event, type: 'other' }] }))).status,
    ).toBe(400);
  });
});
