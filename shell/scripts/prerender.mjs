// Build-time pre-rendering of the shell (issue 10): after `rsbuild build` (the browser build) and
// `rsbuild build -c rsbuild.prerender.config.ts` (the same React tree for Node), renders every path the
// shell can render without a remote's code and without data: its own static pages, and the layout
// around each remote page (whose content stays the boundary's fallback, rendered in the browser).
// Each page is written as dist/<path>/index.html (Home as dist/index.html) with the CSS its markup uses
// inlined in its head (a few KB; no render-blocking request), so the HTML shows styled before any
// script runs; the browser then hydrates it.
// dist/app.html, the bare page, is what the servers answer for every other path.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const SHELL = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(SHELL, 'dist');
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Shell paths pre-rendered as whole pages. `/contact` and `/payment-status/:id` are not: the first
 * renders antd's form (styled at run time), the second shows a payment's live status.
 */
export const STATIC_SHELL_PATHS = [
  '/',
  '/about',
  '/privacy-policy',
  '/refund-and-cancellation',
  '/terms-and-conditions',
  '/thank-you-ferry',
  '/thank-you-activities',
  '/thank-you-holidays',
];

/** Paths to pre-render: the shell's static pages and every remote route without parameters. */
export function pathsToPrerender(config) {
  return [...new Set([...STATIC_SHELL_PATHS, ...remotePathsOf(config)])];
}

/** The routes without parameters the remotes declare. */
function remotePathsOf(config) {
  return config.remotes.flatMap((remote) => remote.routes).filter((path) => !path.includes(':'));
}

/** Class names a CSS file defines (`.name` in its selectors). */
export function classesDefinedIn(css) {
  const withoutUrls = css.replace(/url\([^)]*\)/g, '');
  return new Set([...withoutUrls.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** Class names used by the markup. */
export function classesUsedIn(html) {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
}

/**
 * The page: the bare template with the rendered metadata (React puts a page's `<title>`, `<meta>` and
 * `<link>` before its markup) moved into the head, the stylesheets the markup needs, and the markup in
 * the root element, marked so the browser hydrates it.
 */
export function pageHtml(template, rendered, css, path) {
  const bodyStart = rendered.search(/<(?!title|meta|link|script)[a-z]/);
  const metadata = bodyStart > 0 ? rendered.slice(0, bodyStart) : '';
  const markup = bodyStart > 0 ? rendered.slice(bodyStart) : rendered;
  const head = (css ? `<style data-prerendered-css>${css}</style>` : '') + metadata;
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

function cssFiles(dir) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css')) found.push(path);
    }
  };
  walk(dir);
  return found.map((file) => {
    const css = readFileSync(file, 'utf8');
    return { css, classes: classesDefinedIn(css) };
  });
}

function writeCompressed(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

async function main() {
  // The bare page: app.html once a previous run has replaced index.html with the pre-rendered Home.
  const bare = existsSync(join(DIST, 'app.html')) ? 'app.html' : 'index.html';
  const template = readFileSync(join(DIST, bare), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error('dist/index.html has no empty root element');
  const config = JSON.parse(readFileSync(join(DIST, 'runtime-config.json'), 'utf8'));
  const { renderPage } = await import(pathToFileURL(join(SHELL, 'dist-prerender', 'render-page.js')).href);
  const stylesheets = cssFiles(join(DIST, 'static', 'css'));
  writeCompressed(join(DIST, 'app.html'), template);
  const started = Date.now();
  const written = [];
  for (const path of pathsToPrerender(config)) {
    const { html, errors } = await renderPage(path, config);
    if (errors.length > 0) throw new Error(`pre-rendering ${path} failed:\n${errors.join('\n')}`);
    const used = classesUsedIn(html);
    // Chunks may carry the same CSS under different names: each text once.
    const css = [
      ...new Set(
        stylesheets
          .filter((sheet) => [...sheet.classes].some((name) => used.has(name)))
          .map((sheet) => sheet.css),
      ),
    ];
    const file = path === '/' ? join(DIST, 'index.html') : join(DIST, path.slice(1), 'index.html');
    const page = pageHtml(template, html, css.join('\n'), path);
    writeCompressed(file, page);
    written.push(`${path} ${(gzipSync(page).length / 1024).toFixed(1)} KB gzip`);
  }
  rmSync(join(SHELL, 'dist-prerender'), { recursive: true, force: true });
  process.stdout.write(
    `pre-rendered ${written.length} pages in ${Date.now() - started} ms: ${written.join(', ')}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Exits when done: timers of the rendered tree (the QueryClient's garbage collection) would keep Node up.
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
