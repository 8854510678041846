import assert from 'node:assert/strict';
import { applyRegistry } from '@andaman/shared/contracts/release-registry';
import { FIRST_VIEW_RENDERER as CONTRACT_RENDERER } from '@andaman/shared/remote-contract';
import { test } from 'vitest';
import {
  composeIncludes,
  FIRST_VIEW_RENDERER,
  FIRST_VIEW_TIMEOUT_MS,
  fetchFirstView,
  firstViewUrl,
  hasIncludes,
  type LoadRenderer,
  matchesPattern,
  perRequestWarmUps,
  rendererWarmUps,
  renderRequestFirstView,
  requestTimeAddress,
  requestTimeFirstView,
  requestTimeFirstViewOfPage,
} from './first-view-includes.ts';
import { perRequestLoader } from './first-view-renderers.ts';
import { firstViewLocation, firstViewRootMap } from './nginx-config.ts';

const PAGE =
  '<main><div data-remote-first-view="hotels"><!--# block name="hotels-loading" --><div class="overlay">Loading</div><!--# endblock -->' +
  '<!--# include virtual="/_first-view/hotels/hotels.html" stub="hotels-loading" --></div></main>';
const VIEW = '<div data-first-view-of="/hotels" inert><section>Hotels in Andaman</section></div>';

test('puts the answer of an include in its place and drops the stub block', async () => {
  assert.ok(hasIncludes(PAGE));
  const asked: string[] = [];
  const html = await composeIncludes(PAGE, (virtual) => {
    asked.push(virtual);
    return VIEW;
  });
  assert.deepEqual(asked, ['/_first-view/hotels/hotels.html']);
  assert.equal(html, `<main><div data-remote-first-view="hotels">${VIEW}</div></main>`);
});

test('keeps the stub (the loading overlay) when the include gives nothing or fails', async () => {
  const expected =
    '<main><div data-remote-first-view="hotels"><div class="overlay">Loading</div></div></main>';
  assert.equal(await composeIncludes(PAGE, () => undefined), expected);
  assert.equal(await composeIncludes(PAGE, () => Promise.reject(new Error('timed out'))), expected);
  assert.ok(!hasIncludes('<main>no slot</main>'));
});

const CONFIG: Parameters<typeof applyRegistry>[0] = {
  api: { baseUrl: '/api', contentBaseUrl: '/wp-json' },
  contact: {} as Parameters<typeof applyRegistry>[0]['contact'],
  paymentOrigins: [],
  remotes: [
    {
      name: 'hotels',
      entry: 'http://localhost:3002/mf-manifest.json',
      releases: 'http://localhost:3002/releases/',
      routes: ['/hotels'],
    },
    { name: 'blog', entry: 'https://blog.example/app/mf-manifest.json', routes: ['/blog'] },
  ],
};
test('a first view comes from the release the registry points at, else beside the configured manifest', async () => {
  // The registry applied as the shell and the site's server apply it.
  const registry = { environment: 'e2e', remotes: { hotels: { current: 'abcdef012345', history: [] } } };
  const released = applyRegistry(CONFIG, registry).config;
  assert.equal(
    firstViewUrl('/_first-view/hotels/hotels.html', released)?.href,
    'http://127.0.0.1:3002/releases/abcdef012345/first-view/hotels.html',
  );
  assert.equal(
    firstViewUrl('/_first-view/hotels/hotels/checkout.html', CONFIG)?.href,
    'http://127.0.0.1:3002/first-view/hotels/checkout.html',
  );
  assert.equal(
    firstViewUrl('/_first-view/blog/blog.html', released)?.href,
    'https://blog.example/app/first-view/blog.html',
  );
});

test('answers only first views of configured remotes, by a plain file name', () => {
  assert.equal(firstViewUrl('/_first-view/ferry/ferry.html', CONFIG), undefined);
  assert.equal(firstViewUrl('/_first-view/hotels/../secret.html', CONFIG), undefined);
  assert.equal(firstViewUrl('/other/hotels/hotels.html', CONFIG), undefined);
});

test('takes an answer only when it is a first view', async () => {
  const answer = (status: number, body: string) => async () => new Response(body, { status });
  const url = new URL('http://127.0.0.1:1/first-view/hotels.html');
  assert.equal(await fetchFirstView(url, answer(200, VIEW)), VIEW);
  assert.equal(await fetchFirstView(url, answer(404, 'Not found')), undefined);
  assert.equal(await fetchFirstView(url, answer(200, '<html>a page</html>')), undefined);
  assert.equal(await fetchFirstView(undefined, answer(200, VIEW)), undefined);
});

test("nginx answers a remote's first-view include from the release of the visitor's cohort tier, uncompressed", async () => {
  const location = firstViewLocation({ name: 'hotels' });
  assert.match(
    location,
    /location ~ "\^\/_first-view\/hotels\/\(\?<andaman_first_view>[^"]+" \{\n\s+internal;/,
  );
  assert.match(location, /alias \$andaman_first_view_root_hotels\/first-view\/\$andaman_first_view;/);
  assert.match(
    firstViewRootMap({ name: 'hotels' }, '/deploy/registry/local.live', undefined),
    /default \/deploy\/registry\/local\.live\/hotels\/\$andaman_cohort_tier;/,
  );
  assert.match(location, /gzip off;/);
  // No release, no file: an empty answer, so the include's stub (the loading overlay) shows.
  assert.match(location, /error_page 403 404 = \/_first-view-none;/);
});

test('a route with parameters matches one non-empty segment per parameter', () => {
  assert.ok(matchesPattern('/hotels/:hotelId', '/hotels/12'));
  assert.ok(matchesPattern('/hotels/:hotelId', '/hotels/12/'));
  assert.ok(!matchesPattern('/hotels/:hotelId', '/hotels'));
  assert.ok(!matchesPattern('/hotels/:hotelId', '/hotels/12/rooms'));
  assert.ok(!matchesPattern('/hotels/:hotelId', '/blog/12'));
  assert.ok(matchesPattern('/blog/:id', '/blog/best-time-to-visit'));
});

test("the include of a route with parameters is rendered by the remote's renderer of its current release", async () => {
  const released = applyRegistry(CONFIG, {
    environment: 'e2e',
    remotes: { hotels: { current: 'abcdef012345', history: [] } },
  }).config;
  const target = requestTimeFirstView('/_first-view/hotels/hotels/:hotelId.html', released);
  assert.equal(target?.remote, 'hotels');
  assert.equal(
    target?.renderer.href,
    `http://127.0.0.1:3002/releases/abcdef012345/first-view/${FIRST_VIEW_RENDERER}`,
  );
  // The contract names the file the remotes' builds write.
  assert.equal(FIRST_VIEW_RENDERER, CONTRACT_RENDERER);
  // A page without parameters is fetched as a file; an unknown remote has no renderer.
  assert.equal(requestTimeFirstView('/_first-view/hotels/hotels.html', released), undefined);
  assert.equal(requestTimeFirstView('/_first-view/nobody/x/:id.html', released), undefined);
});

test('a page without parameters is rendered per request when its release says so in first-views.json', async () => {
  const config = {
    remotes: [
      { name: 'blog', entry: 'http://localhost:3005/releases/abc/mf-manifest.json' },
      { name: 'hotels', entry: 'http://localhost:3002/releases/def/mf-manifest.json' },
    ],
  };
  const declared: Record<string, unknown> = {
    'http://127.0.0.1:3005/releases/abc/first-views.json': { perRequest: ['/blog', '/blog/:id'] },
    'http://127.0.0.1:3002/releases/def/first-views.json': { perRequest: ['/hotels/:hotelId'] },
  };
  const asked: string[] = [];
  const loadPerRequest = perRequestLoader({
    fetchImpl: (async (url: URL) => {
      asked.push(url.href);
      const body = declared[url.href];
      return body ? Response.json(body) : new Response('', { status: 404 });
    }) as typeof fetch,
  });
  const blog = await requestTimeFirstViewOfPage('/_first-view/blog/blog.html', config, loadPerRequest);
  assert.equal(blog?.remote, 'blog');
  assert.equal(blog?.renderer.href, `http://127.0.0.1:3005/releases/abc/first-view/${FIRST_VIEW_RENDERER}`);
  // Rendered at build time only: the include's file.
  assert.equal(
    await requestTimeFirstViewOfPage('/_first-view/hotels/hotels.html', config, loadPerRequest),
    undefined,
  );
  assert.equal(
    await requestTimeFirstViewOfPage('/_first-view/nobody/x.html', config, loadPerRequest),
    undefined,
  );
  // Read once per release while fresh; a release without the file renders nothing per request.
  await requestTimeFirstViewOfPage('/_first-view/blog/blog.html', config, loadPerRequest);
  assert.deepEqual(asked, [
    'http://127.0.0.1:3005/releases/abc/first-views.json',
    'http://127.0.0.1:3002/releases/def/first-views.json',
  ]);
  const missing = { remotes: [{ name: 'blog', entry: 'http://localhost:3005/mf-manifest.json' }] };
  assert.equal(
    await requestTimeFirstViewOfPage('/_first-view/blog/blog.html', missing, loadPerRequest),
    undefined,
  );
});

test("Home's widget include is rendered per request, at the widget's path with Home's query, when its release says so", async () => {
  const config = {
    remotes: [
      { name: 'activities', entry: 'http://localhost:3003/releases/abc/mf-manifest.json' },
      { name: 'holidays', entry: 'http://localhost:3004/releases/def/mf-manifest.json' },
    ],
  };
  const declared: Record<string, unknown> = {
    'http://127.0.0.1:3003/releases/abc/first-views.json': { perRequest: ['/widgets/activities-section'] },
    'http://127.0.0.1:3004/releases/def/first-views.json': { perRequest: ['/itinerary/:itineraryId'] },
  };
  const loadPerRequest = perRequestLoader({
    fetchImpl: (async (url: URL) => {
      const body = declared[url.href];
      return body ? Response.json(body) : new Response('', { status: 404 });
    }) as typeof fetch,
  });
  const activities = await requestTimeFirstViewOfPage(
    '/_first-view/activities/widgets/activities-section.html',
    config,
    loadPerRequest,
  );
  assert.deepEqual(activities && { remote: activities.remote, path: activities.path }, {
    remote: 'activities',
    path: '/widgets/activities-section',
  });
  assert.equal(
    activities?.renderer.href,
    `http://127.0.0.1:3003/releases/abc/first-view/${FIRST_VIEW_RENDERER}`,
  );
  // A release that lists it not: the widget's include file (rendered at build time).
  assert.equal(
    await requestTimeFirstViewOfPage(
      '/_first-view/holidays/widgets/holiday-packages.html',
      config,
      loadPerRequest,
    ),
    undefined,
  );
  // The renderer gets the widget's path, not the page's, with the page's query; a page gets its address.
  assert.equal(
    requestTimeAddress('/widgets/holiday-packages', '/', 'destination=2'),
    '/widgets/holiday-packages?destination=2',
  );
  assert.equal(
    requestTimeAddress('/widgets/activities-section', '/', undefined),
    '/widgets/activities-section',
  );
  assert.equal(requestTimeAddress('/blog', '/blog', 'cat=3'), '/blog?cat=3');
  assert.equal(requestTimeAddress('/blog', '/blog', ''), '/blog');
});

test('warms the renderer of a page without parameters or a widget rendered per request on its own path, once', async () => {
  const home =
    '<!--# include virtual="/_first-view/holidays/widgets/holiday-packages.html" stub="a" -->' +
    '<!--# include virtual="/_first-view/activities/widgets/activities-section.html" stub="b" -->' +
    '<!--# include virtual="/_first-view/ferry/widgets/ferry-search.html" stub="c" -->';
  const blog = '<!--# include virtual="/_first-view/blog/blog.html" stub="d" -->';
  const config = {
    remotes: ['activities', 'holidays', 'ferry', 'blog'].map((name) => ({
      name,
      entry: `http://localhost/${name}/mf-manifest.json`,
    })),
  };
  const perRequest: Record<string, readonly string[]> = {
    'http://127.0.0.1/activities/first-views.json': ['/widgets/activities-section'],
    'http://127.0.0.1/holidays/first-views.json': ['/itinerary/:itineraryId', '/widgets/holiday-packages'],
    'http://127.0.0.1/blog/first-views.json': ['/blog', '/blog/:id'],
  };
  const warmUps = await perRequestWarmUps(
    [home, blog, home],
    [config, config],
    async (url) => perRequest[url.href] ?? [],
  );
  assert.deepEqual(
    warmUps.map(({ target, sample }) => [target.remote, target.renderer.href, sample]),
    [
      [
        'holidays',
        `http://127.0.0.1/holidays/first-view/${FIRST_VIEW_RENDERER}`,
        '/widgets/holiday-packages',
      ],
      [
        'activities',
        `http://127.0.0.1/activities/first-view/${FIRST_VIEW_RENDERER}`,
        '/widgets/activities-section',
      ],
      ['blog', `http://127.0.0.1/blog/first-view/${FIRST_VIEW_RENDERER}`, '/blog'],
    ],
  );
});

test("warms each renderer of the releases in force once, on its route's sample", () => {
  const hotels = {
    name: 'hotels',
    entry: 'http://localhost:3002/mf-manifest.json',
    samples: { '/hotels/:hotelId': '/hotels/1' },
  };
  const config = { remotes: [hotels, { name: 'blog', entry: 'http://localhost:3005/mf-manifest.json' }] };
  const include = (virtual: string) =>
    `<main><!--# block name="s" --><p>Loading</p><!--# endblock --><!--# include virtual="${virtual}" stub="s" --></main>`;
  const pages = [
    include('/_first-view/hotels/hotels/:hotelId.html'),
    include('/_first-view/hotels/hotels.html'),
    // No sample: nothing to render it with.
    include('/_first-view/blog/blog/:id.html'),
  ];
  const rollout = {
    remotes: [{ ...hotels, entry: 'http://localhost:3002/releases/b/mf-manifest.json' }],
  };
  assert.deepEqual(
    rendererWarmUps(pages, [config, config, rollout]).map(({ target, sample }) => [
      target.renderer.href,
      sample,
    ]),
    [
      [`http://127.0.0.1:3002/first-view/${FIRST_VIEW_RENDERER}`, '/hotels/1'],
      [`http://127.0.0.1:3002/releases/b/first-view/${FIRST_VIEW_RENDERER}`, '/hotels/1'],
    ],
  );
});

const TARGET = { remote: 'hotels', renderer: new URL('http://127.0.0.1:3002/first-view/renderer.mjs') };
const API = { apiBaseUrl: 'http://127.0.0.1:3000/api', contentBaseUrl: 'http://127.0.0.1:3000/wp-json' };
const DETAIL_VIEW = '<div data-first-view-of="/hotels/:hotelId" inert><h1>Aberdeen Bazaar Inn</h1></div>';

test("renders the request's path with the API's bases, and takes only a first view", async () => {
  const calls: unknown[] = [];
  const renderer = {
    renderFirstView: async (path: string, apiConfig: unknown) => {
      calls.push([path, apiConfig]);
      return path === '/hotels/1' ? DETAIL_VIEW : '<p>something else</p>';
    },
  };
  const load: LoadRenderer = async (url) => (url.href === TARGET.renderer.href ? renderer : undefined);
  assert.equal(await renderRequestFirstView(TARGET, '/hotels/1', API, load), DETAIL_VIEW);
  assert.deepEqual(calls, [['/hotels/1', API]]);
  assert.equal(await renderRequestFirstView(TARGET, '/hotels/2', API, load), undefined);
  assert.equal(await renderRequestFirstView(undefined, '/hotels/1', API, load), undefined);
  // A remote whose release has no renderer (or an old one without the function).
  assert.equal(await renderRequestFirstView(TARGET, '/hotels/1', API, async () => undefined), undefined);
  assert.equal(await renderRequestFirstView(TARGET, '/hotels/1', API, async () => ({})), undefined);
});

test('a renderer that fails or is late gives the stub, and the page is still served', async () => {
  const failing = async () => ({
    renderFirstView: async () => {
      throw new ReferenceError('window is not defined');
    },
  });
  const page =
    '<main><div data-remote-first-view="hotels"><!--# block name="hotels-loading" --><div class="overlay">Loading</div><!--# endblock -->' +
    '<!--# include virtual="/_first-view/hotels/hotels/:hotelId.html" stub="hotels-loading" --></div></main>';
  const overlay =
    '<main><div data-remote-first-view="hotels"><div class="overlay">Loading</div></div></main>';
  assert.equal(
    await composeIncludes(page, () => renderRequestFirstView(TARGET, '/hotels/1', API, failing)),
    overlay,
  );
  const started = Date.now();
  const never = async () => ({ renderFirstView: () => new Promise(() => undefined) });
  assert.equal(
    await composeIncludes(page, () => renderRequestFirstView(TARGET, '/hotels/1', API, never)),
    overlay,
  );
  const waited = Date.now() - started;
  assert.ok(
    waited >= FIRST_VIEW_TIMEOUT_MS - 50 && waited < FIRST_VIEW_TIMEOUT_MS + 1000,
    `waited ${waited} ms`,
  );
});
