import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  classesDefinedIn,
  classesUsedIn,
  deferBlockingScripts,
  missingStaticFiles,
  pageHtml,
  pathsToPrerender,
  STATIC_SHELL_PATHS,
  withFirstViewIncludes,
} from './prerender.mjs';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Site</title><meta charset="utf-8"></head><body><div id="root"></div><script defer src="/static/js/index.js"></script></body></html>';

test('pre-renders the static shell pages and every remote route, a route with parameters at its pattern, once each', () => {
  const paths = pathsToPrerender({
    remotes: [
      { name: 'hotels', routes: ['/hotels', '/hotels/checkout', '/hotels/:hotelId'] },
      { name: 'blog', routes: ['/blog', '/blog/:id', '/about'] },
    ],
  });
  assert.deepEqual(paths, [
    ...STATIC_SHELL_PATHS,
    '/hotels',
    '/hotels/checkout',
    '/hotels/:hotelId',
    '/blog',
    '/blog/:id',
  ]);
  assert.ok(!STATIC_SHELL_PATHS.includes('/contact'), 'the contact form is styled by antd at run time');
});

test('finds the CSS a page needs by the class names its markup uses', () => {
  const css = '.hero-Tk1{background:url(a.svg)}@media (min-width:40em){.hero-Tk1 .title-x9{font-size:2rem}}';
  assert.deepEqual([...classesDefinedIn(css)].sort(), ['hero-Tk1', 'title-x9']);
  assert.deepEqual(
    [...classesUsedIn('<section class="hero-Tk1 tall"><h1 class="title-x9">Hi</h1></section>')].sort(),
    ['hero-Tk1', 'tall', 'title-x9'],
  );
});

test('moves the page metadata into the head, inlines its CSS and marks the root for hydration', () => {
  const html = pageHtml(
    TEMPLATE,
    '<title>About Us</title><meta name="description" content="We sail"/><div class="a">About</div>',
    '<style data-prerendered-css data-href="static/css/a.css">.a{color:red}</style>',
    '/about',
  );
  assert.match(
    html,
    /<head><meta charset="utf-8"><style data-prerendered-css data-href="static\/css\/a.css">\.a\{color:red\}<\/style><title>About Us<\/title><meta name="description" content="We sail"\/><\/head>/,
  );
  assert.equal(html.match(/<title>/g)?.length, 1, 'the page title replaces the template title');
  assert.match(html, /<div id="root" data-prerendered="\/about"><div class="a">About<\/div><\/div>/);
  assert.match(html, /<script defer src="\/static\/js\/index.js"><\/script>/);
});

test('keeps the template title when the page renders none, and adds no style element without CSS', () => {
  const html = pageHtml(TEMPLATE, '<div>Hotels</div>', '', '/hotels');
  assert.match(html, /<div id="root" data-prerendered="\/hotels"><div>Hotels<\/div><\/div>/);
  assert.match(html, /<title>Site<\/title>/);
  assert.doesNotMatch(html, /<style/);
});

test("defers the head's blocking start-up script, in document order, so the page paints without it", () => {
  const template = TEMPLATE.replace(
    '<head>',
    '<head><script src="/static/js/assets-retry.js" data-rsbuild-assets-retry="external"></script>',
  );
  const html = pageHtml(template, '<div>About</div>', '', '/about');
  assert.match(
    html,
    /<script defer src="\/static\/js\/assets-retry.js" data-rsbuild-assets-retry="external"><\/script>.*<script defer src="\/static\/js\/index.js"><\/script>/,
  );
  assert.equal(html.match(/\bdefer\b/g)?.length, 2, 'the entry keeps its one defer');
  const untouched = '<script async src="/a.js"></script><script type="module" src="/b.js"></script>';
  assert.equal(deferBlockingScripts(untouched), untouched);
});

test('turns a remote page slot into an include of its first view, the loading overlay as its stub', () => {
  const slot =
    '<div data-remote-first-view="hotels" data-first-view-src="/_first-view/hotels/hotels.html">' +
    '<div class="overlay"><div class="panel"><span></span></div></div></div>';
  const html = withFirstViewIncludes(`<main>${slot}</main><footer><div>f</div></footer>`);
  assert.equal(
    html,
    '<main><div data-remote-first-view="hotels" data-first-view-src="/_first-view/hotels/hotels.html">' +
      '<!--# block name="hotels-loading" --><div class="overlay"><div class="panel"><span></span></div></div><!--# endblock -->' +
      '<!--# include virtual="/_first-view/hotels/hotels.html" stub="hotels-loading" --></div></main>' +
      '<footer><div>f</div></footer>',
  );
  assert.equal(withFirstViewIncludes('<main><div>no slot</div></main>'), '<main><div>no slot</div></main>');
  // A widget's slot carries a class of its own: its include is written all the same.
  const widget =
    '<div data-remote-first-view="ferry" data-first-view-src="/_first-view/ferry/widgets/ferry-partners.html" class="slot">' +
    '<div role="status"></div></div>';
  assert.match(
    withFirstViewIncludes(widget),
    /<!--# include virtual="\/_first-view\/ferry\/widgets\/ferry-partners.html" stub="ferry-loading" -->/,
  );
});

test("names the shell's files a page points at that the build did not write", () => {
  const dist = mkdtempSync(join(tmpdir(), 'prerender-dist-'));
  mkdirSync(join(dist, 'static', 'svg'), { recursive: true });
  writeFileSync(join(dist, 'static', 'svg', 'logo.4744c9ca3d.svg'), '<svg/>');
  const html =
    '<img src="/static/svg/logo.4744c9ca3d.svg"><img src="/static/svg/logo.svg"><img src="/static/svg/logo.svg">' +
    '<a href="/about">About</a><img src="https://cdn.example/static/x.svg">';
  assert.deepEqual(missingStaticFiles(html, dist), ['/static/svg/logo.svg']);
});

test("writes each stylesheet the markup uses as a <style> marked with its file's href, so its chunk's <link> is not added", async () => {
  const { styleElementsFor, stylesheetsIn } = await import('@andaman/platform/prerender-html');
  const dist = mkdtempSync(join(tmpdir(), 'prerender-styles-'));
  mkdirSync(join(dist, 'static', 'css', 'async'), { recursive: true });
  writeFileSync(join(dist, 'static', 'css', 'async', 'site.1a.css'), '.layout-x{display:grid}');
  writeFileSync(join(dist, 'static', 'css', 'async', '7.2b.css'), '.card-y{color:red}');
  writeFileSync(join(dist, 'static', 'css', 'async', '9.2b.css'), '.card-y{color:red}');
  writeFileSync(join(dist, 'static', 'css', 'async', 'form.3c.css'), '.field-z{margin:0}');
  const sheets = stylesheetsIn(join(dist, 'static', 'css'));
  const styles = styleElementsFor(
    sheets,
    '<main class="layout-x"><p class="card-y">Hi</p></main>',
    ' data-x',
  );
  const elements = [...styles.matchAll(/<style data-x data-href="([^"]+)">([^<]*)<\/style>/g)].map(
    ([, href, css]) => [href, css],
  );
  const byHref = Object.fromEntries(elements);
  assert.deepEqual(
    Object.keys(byHref).sort(),
    ['static/css/async/7.2b.css', 'static/css/async/9.2b.css', 'static/css/async/site.1a.css'],
    'one element per file the markup uses, named as the chunk loader names it',
  );
  assert.equal(byHref['static/css/async/site.1a.css'], '.layout-x{display:grid}');
  assert.deepEqual(
    [byHref['static/css/async/7.2b.css'], byHref['static/css/async/9.2b.css']].sort(),
    ['', '.card-y{color:red}'],
    'a text carried under two names is written once',
  );
  assert.doesNotMatch(styles, /field-z/, 'a stylesheet the markup does not use is left out');
});
