import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registryRules } from './deploy.mjs';
import { composeIncludes, fetchFirstView, firstViewUrl, hasIncludes } from './first-view-includes.mjs';

const PAGE =
  '<main><div data-remote-first-view="hotels"><!--# block name="hotels-loading" --><div class="overlay">Loading</div><!--# endblock -->' +
  '<!--# include virtual="/_first-view/hotels/hotels.html" stub="hotels-loading" --></div></main>';
const VIEW = '<div data-first-view-of="/hotels" inert><section>Hotels in Andaman</section></div>';

test('puts the answer of an include in its place and drops the stub block', async () => {
  assert.ok(hasIncludes(PAGE));
  const asked = [];
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

const CONFIG = {
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
  const { applyRegistry } = await registryRules();
  const registry = { remotes: { hotels: { current: 'abcdef012345' } } };
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
  const answer = (status, body) => async () => new Response(body, { status });
  const url = new URL('http://127.0.0.1:1/first-view/hotels.html');
  assert.equal(await fetchFirstView(url, answer(200, VIEW)), VIEW);
  assert.equal(await fetchFirstView(url, answer(404, 'Not found')), undefined);
  assert.equal(await fetchFirstView(url, answer(200, '<html>a page</html>')), undefined);
  assert.equal(await fetchFirstView(undefined, answer(200, VIEW)), undefined);
});

test("nginx answers a remote's first-view include from beside its configured manifest, uncompressed", async () => {
  const { firstViewLocation } = await import('./nginx.mjs');
  const location = firstViewLocation(CONFIG.remotes[0]);
  assert.match(location, /location \/_first-view\/hotels\/ \{\n\s+internal;/);
  assert.match(location, /proxy_pass http:\/\/127\.0\.0\.1:3002\/first-view\/;/);
  assert.match(location, /proxy_set_header Accept-Encoding "";/);
  // No first view or no answer: an empty answer, so the include's stub (the loading overlay) shows.
  assert.match(location, /error_page 400 403 404 500 502 503 504 = \/_first-view-none;/);
});
