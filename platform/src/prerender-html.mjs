// Build-time HTML helpers shared by the shell's pre-renderer (shell/scripts/prerender.mjs) and the
// remotes' first views (platform/src/first-views.mjs): which CSS a piece of markup needs, the
// metadata React puts before a page's markup, and precompressed copies of what they write.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
 * The CSS files under `dir` (a build's `static/css`), each with the class names it defines and its
 * `href`: its path from the build's root (`static/css/async/site.1a2b3c.css`), the name the build's
 * chunk loader gives it.
 */
export function stylesheetsIn(dir) {
  const root = dirname(dirname(dir));
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
    return { css, classes: classesDefinedIn(css), href: relative(root, file).split(sep).join('/') };
  });
}

/** The stylesheets that define a class the markup uses. */
const sheetsFor = (stylesheets, html) => {
  const used = classesUsedIn(html);
  return stylesheets.filter((sheet) => [...sheet.classes].some((name) => used.has(name)));
};

/**
 * The text of the stylesheets that define a class the markup uses, each text once (chunks may carry
 * the same CSS under different names).
 */
export function cssFor(stylesheets, html) {
  return [...new Set(sheetsFor(stylesheets, html).map((sheet) => sheet.css))].join('\n');
}

/**
 * The stylesheets that define a class the markup uses, as `<style>` elements (with `attributes`), each
 * marked with its file's `href` in `data-href`: the chunk loader (rspack's CSS extract runtime) takes a
 * `<style data-href>` of a chunk's stylesheet for the stylesheet itself, so a chunk whose CSS is
 * already in the page does not append a `<link>` for it (a request, and the whole page's style worked
 * out again). A text carried under two names is written once; the second name's element is empty.
 * Only for styles that stay in the document for good (the page's head).
 */
export function styleElementsFor(stylesheets, html, attributes = '') {
  const written = new Set();
  return sheetsFor(stylesheets, html)
    .map((sheet) => {
      const css = written.has(sheet.css) ? '' : sheet.css;
      written.add(sheet.css);
      return `<style${attributes} data-href="${sheet.href}">${css}</style>`;
    })
    .join('');
}

/**
 * React's output split into the metadata it hoists (`<title>`, `<meta>`, `<link>` first) and the
 * markup. React's comments among them (the markers of a Suspense boundary, which hydration needs)
 * stay with the markup, in front.
 */
export function splitMetadata(rendered) {
  const bodyStart = rendered.search(/<(?!title|meta|link|script)[a-z]/);
  if (bodyStart <= 0) return { metadata: '', markup: rendered };
  const head = rendered.slice(0, bodyStart);
  const comments = head.match(/<!--[\s\S]*?-->/g) ?? [];
  return {
    metadata: head.replace(/<!--[\s\S]*?-->/g, ''),
    markup: comments.join('') + rendered.slice(bodyStart),
  };
}

/** Writes `file` with its gzip and brotli copies (the static servers send those when accepted). */
export function writeCompressed(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * The output of a build-time renderer (the shell's pages, a remote's first views): a Node bundle in
 * `root`, unminified and without assets, whose CSS-module class names and inlined assets come out as
 * in the browser build.
 */
export const prerenderOutput = (root) => ({
  target: 'node',
  distPath: { root },
  cleanDistPath: true,
  emitAssets: false,
  minify: false,
  sourceMap: false,
  filenameHash: false,
  // Assets that are files (not inlined, e.g. `?url`) get the browser build's names, content hash included:
  // the HTML must point at the files the browser build wrote, and hydrate without a mismatch.
  filename: {
    svg: '[name].[contenthash:10].svg',
    image: '[name].[contenthash:10][ext]',
    font: '[name].[contenthash:10][ext]',
    media: '[name].[contenthash:10][ext]',
  },
});

/**
 * Runs a build script's `main` when Node runs that file (`import.meta.url`), and exits when it is
 * done: timers of a rendered tree (the QueryClient's garbage collection) would keep Node up.
 */
export function runBuildScript(moduleUrl, main) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
