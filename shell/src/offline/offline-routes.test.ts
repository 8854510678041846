import {
  isReleaseOutOfForce,
  type OfflineScope,
  scopeFromWorkerUrl,
  serviceWorkerUrl,
  strategyFor,
  versionsInForce,
} from './offline-routes';

const SITE = 'https://andaman.example';
const HOTELS = 'https://hotels.cdn.example';
const scope: OfflineScope = { siteOrigin: SITE, remoteOrigins: [HOTELS], apiBase: `${SITE}/api` };
const get = (url: string, mode = 'cors') => strategyFor({ url, method: 'GET', mode }, scope);

describe('what the service worker keeps (rule trips.offline)', () => {
  it('keeps trip pages and their data, network first', () => {
    expect(get(`${SITE}/trips/AND-7K3P9Q`, 'navigate')).toBe('trip-page');
    expect(get(`${SITE}/api/trips/AND-7K3P9Q`)).toBe('trip-data');
  });

  it('never keeps the lookup form, the lookup request or another page', () => {
    expect(get(`${SITE}/trips`, 'navigate')).toBe('page');
    expect(get(`${SITE}/hotels/checkout`, 'navigate')).toBe('page');
    expect(get(`${SITE}/api/trips/lookup/more`)).toBe('network');
    expect(strategyFor({ url: `${SITE}/api/trips/lookup`, method: 'POST', mode: 'cors' }, scope)).toBe(
      'network',
    );
  });

  it('never caches a booking or any other write', () => {
    expect(strategyFor({ url: `${SITE}/api/hotel-bookings`, method: 'POST', mode: 'cors' }, scope)).toBe(
      'network',
    );
    expect(get(`${SITE}/api/hotels`)).toBe('network');
  });

  it('reads the configuration and the registry from the network first (never stale online)', () => {
    expect(get(`${SITE}/runtime-config.json`)).toBe('site-document');
    expect(get(`${SITE}/registry.json`)).toBe('site-document');
  });

  it('keeps a release’s files cache first, but asks the network first for manifests and entries', () => {
    expect(get(`${HOTELS}/releases/0123456789ab/static/js/async/12.3f9a8b7c.js`)).toBe('remote-file');
    expect(get(`${HOTELS}/static/css/index.3f9a8b7c12.css`)).toBe('remote-file');
    expect(get(`${HOTELS}/releases/0123456789ab/mf-manifest.json`)).toBe('remote-document');
    expect(get(`${HOTELS}/releases/0123456789ab/remoteEntry.js`)).toBe('remote-document');
    expect(get(`${HOTELS}/mf-manifest.json`)).toBe('remote-document');
    expect(get(`${HOTELS}/static/js/assets-retry.2-0-2.js`)).toBe('remote-document');
  });

  it('leaves other origins alone', () => {
    expect(get('https://elsewhere.example/releases/0123456789ab/static/js/x.3f9a8b7c.js')).toBe('network');
  });
});

describe('an old release never mixes with a new one', () => {
  const registry = {
    environment: 'production',
    remotes: {
      hotels: { current: 'aaaaaaaaaaaa', rollout: { version: 'bbbbbbbbbbbb', percent: 10 }, history: [] },
      ferry: { current: 'cccccccccccc', history: [] },
    },
  };

  it('keeps the current releases and those being rolled out', () => {
    expect(versionsInForce(registry)).toEqual(new Set(['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc']));
  });

  it('drops the files of any other release, and only release files', () => {
    const inForce = versionsInForce(registry) ?? new Set();
    expect(isReleaseOutOfForce(`${HOTELS}/releases/dddddddddddd/static/js/a.12345678.js`, inForce)).toBe(
      true,
    );
    expect(isReleaseOutOfForce(`${HOTELS}/releases/aaaaaaaaaaaa/static/js/a.12345678.js`, inForce)).toBe(
      false,
    );
    expect(isReleaseOutOfForce(`${HOTELS}/static/js/a.12345678.js`, inForce)).toBe(false);
  });

  it('drops nothing for an unreadable registry', () => {
    expect(versionsInForce('nonsense')).toBeUndefined();
    expect(versionsInForce({ environment: 'x' })).toBeUndefined();
  });
});

describe('the worker’s URL carries its scope', () => {
  it('names the remotes’ origins and the API, and reads them back', () => {
    const url = serviceWorkerUrl(
      '/sw.js',
      {
        remotes: [
          { entry: `${HOTELS}/mf-manifest.json`, releases: `${HOTELS}/releases/` },
          { entry: 'https://ferry.cdn.example/mf-manifest.json' },
          { entry: '/same-origin/mf-manifest.json' },
        ],
        api: { baseUrl: '/api' },
      },
      SITE,
    );
    expect(scopeFromWorkerUrl(new URL(url, SITE).href)).toEqual({
      siteOrigin: SITE,
      remoteOrigins: ['https://ferry.cdn.example', HOTELS],
      apiBase: `${SITE}/api`,
    });
  });
});
