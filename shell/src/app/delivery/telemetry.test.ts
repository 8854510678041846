import type { TelemetryEvent } from '@andaman/shared/contracts/telemetry';
import { telemetryBatchSchema } from '@andaman/shared/contracts/telemetry';
import { describe, expect, it, vi } from 'vitest';
import { recordDelivery } from './facts';
import { createTelemetry, releaseTags } from './telemetry';
import { baseConfig } from './test-config';

const event = (ok: boolean): TelemetryEvent => ({
  type: 'remote-load',
  remote: 'hotels',
  module: 'hotels/routes',
  ok,
  ms: 120,
  overridden: false,
  page: '/hotels',
  at: '2026-11-23T10:00:00.000Z',
});

describe('telemetry', () => {
  it('batches events and sends them once, after the page had time to load', () => {
    const send = vi.fn();
    let flush: (() => void) | undefined;
    const sink = createTelemetry('/api/telemetry', send, (callback) => {
      flush = callback;
    });
    sink.report(event(true));
    sink.report(event(false));
    expect(send).not.toHaveBeenCalled();
    flush?.();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body, beacon] = send.mock.calls[0] as [string, string, boolean];
    expect(url).toBe('/api/telemetry');
    expect(beacon).toBe(false);
    expect(
      telemetryBatchSchema.parse(JSON.parse(body)).events.map((e) => e.type === 'remote-load' && e.ok),
    ).toEqual([true, false]);
  });

  it('sends what is queued as a beacon when the page goes away, in batches of at most 50', () => {
    const send = vi.fn();
    const sink = createTelemetry('/api/telemetry', send, () => undefined);
    for (let index = 0; index < 60; index += 1) sink.report(event(true));
    sink.flush();
    expect(send.mock.calls.map(([, body]) => JSON.parse(body as string).events.length)).toEqual([50, 10]);
    expect(send.mock.calls.every(([, , beacon]) => beacon === true)).toBe(true);
  });

  it('sends nothing when no telemetry URL is configured', () => {
    const send = vi.fn();
    const sink = createTelemetry(undefined, send, (callback) => callback());
    sink.report(event(true));
    sink.flush();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('releaseTags', () => {
  it("tags an event with the page's remote, its release, the visitor's side of a rollout and the environment", () => {
    recordDelivery(
      baseConfig,
      { versions: { hotels: 'bbbbbbbbbbbb' }, cohorts: { hotels: 'rollout' }, disabled: [] },
      [],
      'staging',
    );
    expect(releaseTags(baseConfig, '/hotels')).toMatchObject({
      remote: 'hotels',
      version: 'bbbbbbbbbbbb',
      cohort: 'rollout',
      environment: 'staging',
      page: '/hotels',
    });
    // A page of the shell itself, and an overridden remote.
    expect(releaseTags(baseConfig, '/about')).toMatchObject({ remote: 'shell', environment: 'staging' });
    recordDelivery(
      baseConfig,
      { versions: {}, cohorts: {}, disabled: [] },
      [{ remote: 'hotels', target: 'cccccccccccc', entry: 'x' }],
      'staging',
    );
    expect(releaseTags(baseConfig, '/hotels')).toMatchObject({ version: 'cccccccccccc', cohort: 'override' });
  });
});
