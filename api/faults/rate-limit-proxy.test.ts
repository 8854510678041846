import { afterEach, describe, expect, it } from 'vitest';
import { booking, Cleanup, lanePort, pgliteCopy, report, send, startApi } from './support';

// The bookings limit (5 a minute here) behind a proxy: requests all come from 127.0.0.1 with
// X-Forwarded-For naming three travellers. Behind a trusted proxy each traveller has their own bucket;
// when the proxy is not trusted (API_TRUSTED_PROXIES names another network) its header is ignored and the
// socket address is the one client.

const CLIENTS = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
const PER_CLIENT = 7;
const LIMIT = 5;

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const passedPerClient = async (origin: string, label: string) => {
  const passed: Record<string, number> = {};
  for (const client of CLIENTS) {
    passed[client] = 0;
    for (let n = 0; n < PER_CLIENT; n++) {
      const outcome = await send(origin, '/api/activity-bookings', booking(`${label}-${client}-${n}`), {
        'X-Forwarded-For': `203.0.113.99, ${client}`,
      });
      if ('status' in outcome && outcome.status === 201) passed[client] = (passed[client] ?? 0) + 1;
    }
  }
  return passed;
};

describe('rate limit behind a proxy', () => {
  it('counts per forwarded client behind a trusted proxy, per socket behind an untrusted one', async () => {
    const limits = { API_RATE_LIMIT_BOOKINGS: `${LIMIT}/60` };
    const trustedApi = await startApi(cleanup, lanePort(0), {
      API_DATA_DIR: await pgliteCopy(cleanup),
      API_TRUSTED_PROXIES: '127.0.0.1/32,::1',
      ...limits,
    });
    const untrustedApi = await startApi(cleanup, lanePort(1), {
      API_DATA_DIR: await pgliteCopy(cleanup),
      API_TRUSTED_PROXIES: '192.0.2.0/24',
      ...limits,
    });
    const trusted = await passedPerClient(trustedApi.origin, 'trusted');
    const untrusted = await passedPerClient(untrustedApi.origin, 'untrusted');
    const total = (passed: Record<string, number>) => Object.values(passed).reduce((a, b) => a + b, 0);
    report('rate limit behind a proxy (bookings 5/60, 3 clients x 7 requests)', {
      trustedProxyPassedPerClient: trusted,
      untrustedProxyPassedPerClient: untrusted,
      untrustedProxyPassedInAll: total(untrusted),
    });
    expect(Object.values(trusted)).toEqual([LIMIT, LIMIT, LIMIT]);
    expect(total(untrusted)).toBe(LIMIT);
  });
});
