// Build-time pre-rendering of the shell: after `rsbuild build` (the browser build) and
// `rsbuild build -c rsbuild.prerender.config.ts` (the same React tree for Node), renders every path the
// shell can render without a remote's code and without data: its own static pages, and the layout
// around each remote page (whose content stays the boundary's fallback, rendered in the browser).
// Each page is written as dist/<path>/index.html (Home as dist/index.html) with the CSS its markup uses
// inlined in its head (a few KB; no render-blocking request), so the HTML shows styled before any
// script runs; the browser then hydrates it.
// dist/app.html, the bare page, is what the servers answer for every other path.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  runBuildScript,
  splitMetadata,
  styleElementsFor,
  stylesheetsIn,
  writeCompressed,
} from '@andaman/platform/prerender-html';

export { classesDefinedIn, classesUsedIn } from '@andaman/platform/prerender-html';

const SHELL = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(SHELL, 'dist');
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Shell paths pre-rendered as whole pages. `/contact`, `/payment-status/:id`, the thank-you pages and the
 * trip pages are not: the first renders antd's form (styled at run time), the others show a payment or a
 * booking this browser holds (rule trips.thank-you), which no build-time HTML knows.
 */
export const STATIC_SHELL_PATHS = [
  '/',
  '/about',
  '/privacy-policy',
  '/refund-and-cancellation',
  '/terms-and-conditions',
];

/**
 * Paths to pre-render: the shell's static pages and every route a remote declares. A route with
 * parameters is rendered at its pattern (`/hotels/:hotelId`, written as dist/hotels/:hotelId/index.html):
 * the layout around the page's slot, which the site's Node server serves for every path the pattern
 * matches, with the first view the remote renders for that path (nginx and other hosts serve app.html).
 */
export function pathsToPrerender(config) {
  return [...new Set([...STATIC_SHELL_PATHS, ...config.remotes.flatMap((remote) => remote.routes)])];
}

/**
 * The page: the bare template with the rendered metadata (React puts a page's `<title>`, `<meta>` and
 * `<link>` before its markup) moved into the head, the stylesheets the markup needs (`styles`: their
 * `<style>` elements, `styleElementsFor`), and the markup in the root element, marked so the browser
 * hydrates it.
 */
export function pageHtml(template, rendered, styles, path) {
  const { metadata, markup } = splitMetadata(rendered);
  const head = styles + metadata;
  let html = template.replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${path}">${markup}</div>`);
  if (/<title>/.test(metadata)) html = html.replace(/<title>[^<]*<\/title>/, '');
  return deferBlockingScripts(html).replace('</head>', `${head}</head>`);
}

/**
 * Adds `defer` to the head's classic scripts (the assets-retry start-up script): a pre-rendered page
 * paints as soon as its HTML is parsed, without waiting for a script's round trip. Deferred scripts
 * run in document order, so it still runs before the entry (itself deferred) loads any chunk.
 */
export function deferBlockingScripts(html) {
  return html.replace(/<script (?![^>]*\b(?:defer|async|type)\b)([^>]*\bsrc=)/g, '<script defer $1');
}

const FIRST_VIEW_SLOT = /<div data-remote-first-view="([\w-]+)" data-first-view-src="([^"]+)"[^>]*>/g;

/** The index of the `</div>` that closes the `<div …>` whose content starts at `from`. */
function closingDivIndex(html, from) {
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  throw new Error('a first-view slot is not closed');
}

/**
 * A remote page's slot (RemotePage's server fallback: `<div data-remote-first-view data-first-view-src>`
 * around the loading overlay) as server-side includes: a serving layer that composes (the site's Node
 * server, nginx's SSI) puts the remote's first view (`first-view/<page>.html` of its current release)
 * in place of the loading overlay, and keeps the overlay when the remote has none for the page or does
 * not answer in time. Unprocessed, the directives are comments and the overlay shows, as before.
 */
export function withFirstViewIncludes(html) {
  let result = '';
  let position = 0;
  for (const slot of html.matchAll(FIRST_VIEW_SLOT)) {
    const [open, remote, source] = slot;
    const contentStart = slot.index + open.length;
    const contentEnd = closingDivIndex(html, contentStart);
    const stub = `${remote}-loading`;
    result +=
      html.slice(position, contentStart) +
      `<!--# block name="${stub}" -->${html.slice(contentStart, contentEnd)}<!--# endblock -->` +
      `<!--# include virtual="${source}" stub="${stub}" -->`;
    position = contentEnd;
  }
  return result + html.slice(position);
}

/**
 * The shell's own files (`/static/...`) a page's HTML points at (`src`, `href`) that are not in `dist`: a
 * pre-render whose asset names differ from the browser build's would send every visitor to a 404.
 */
export function missingStaticFiles(html, dist = DIST) {
  const paths = [...html.matchAll(/(?:src|href)="(\/static\/[^"?#]+)/g)].map((match) => match[1]);
  return [...new Set(paths)].filter((path) => !existsSync(join(dist, path)));
}

async function main() {
  // The bare page: app.html once a previous run has replaced index.html with the pre-rendered Home.
  const bare = existsSync(join(DIST, 'app.html')) ? 'app.html' : 'index.html';
  const template = readFileSync(join(DIST, bare), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error('dist/index.html has no empty root element');
  const config = JSON.parse(readFileSync(join(DIST, 'runtime-config.json'), 'utf8'));
  const { renderPage } = await import(pathToFileURL(join(SHELL, 'dist-prerender', 'render-page.js')).href);
  const stylesheets = stylesheetsIn(join(DIST, 'static', 'css'));
  writeCompressed(join(DIST, 'app.html'), template);
  const started = Date.now();
  const written = [];
  for (const path of pathsToPrerender(config)) {
    const { html, errors } = await renderPage(path, config);
    if (errors.length > 0) throw new Error(`pre-rendering ${path} failed:\n${errors.join('\n')}`);
    const file = path === '/' ? join(DIST, 'index.html') : join(DIST, path.slice(1), 'index.html');
    const styles = styleElementsFor(stylesheets, html, ' data-prerendered-css');
    const page = withFirstViewIncludes(pageHtml(template, html, styles, path));
    const missing = missingStaticFiles(page);
    if (missing.length > 0)
      throw new Error(`pre-rendered ${path} points at files not built: ${missing.join(', ')}`);
    writeCompressed(file, page);
    written.push(`${path} ${(gzipSync(page).length / 1024).toFixed(1)} KB gzip`);
  }
  rmSync(join(SHELL, 'dist-prerender'), { recursive: true, force: true });
  process.stdout.write(
    `pre-rendered ${written.length} pages in ${Date.now() - started} ms: ${written.join(', ')}\n`,
  );
}

runBuildScript(import.meta.url, main);
