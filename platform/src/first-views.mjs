// A remote's first views (see `RemoteRoute.firstView`), a step of the release pipeline
// (release-pipeline.mjs) after the browser build, in the remote's folder (`--dist <dir>`: the browser
// build to complete, `dist` by default): compiles render-first-views.tsx with the remote's `./routes` for Node
// (no federation: nothing is shared at build time; CSS-module class names and inlined assets come out
// as in the browser build), renders each page declared `firstView`, and writes
// dist/first-view/<path>.html: the page's markup in an `inert` root marked with its path, with the
// remote's CSS that markup uses; and, when a route or a widget declares a `prefetch`, the renderer the
// site's Node server runs per request (dist/first-view/renderer.mjs); and `first-views.json`, the pages
// that declare one (publishing refuses a release that lacks any of them) and those rendered per request
// (`perRequest`: route patterns, and widgets' first-view paths such as `/widgets/activities-section`). They ship with the remote's
// release; the serving layer puts them into the shell's HTML (shell/scripts/prerender.mjs writes the
// slot, edge/src/first-view-includes.ts and first-view-renderers.ts fill it).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { prerenderOutput, runBuildScript, stylesheetsIn, writeCompressed } from './prerender-html.mjs';

const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'first-view', 'render-first-views.tsx');

/**
 * One ES module file (no async chunks, every dependency inside): the remote's release ships it when a
 * route is rendered per request, and the server loads it from there.
 */
async function buildRenderer(appDir, outDir, stylesheetsFile, widgetsFile) {
  const { createRsbuild } = await import('@rsbuild/core');
  const { pluginReact } = await import('@rsbuild/plugin-react');
  const rsbuild = await createRsbuild({
    cwd: appDir,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { 'render-first-views': ENTRY } },
      resolve: {
        alias: {
          '@first-view/routes': join(appDir, 'src', 'routes.tsx'),
          '@first-view/stylesheets': stylesheetsFile,
          '@first-view/widgets': widgetsFile,
        },
      },
      output: prerenderOutput(outDir),
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { rspack: { output: { asyncChunks: false } } },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
}

/** What a release declares about its first views (`first-views.json`, read when it is published). */
export const FIRST_VIEWS_MANIFEST = 'first-views.json';

async function main() {
  const appDir = process.cwd();
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
  const dist = resolve(appDir, values.dist);
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no browser build`);
  // Beside the build, so two pipelines of one remote (a build and a ship) never share a folder.
  const outDir = `${dist}-first-view`;
  const started = Date.now();
  const stylesheets = JSON.stringify(stylesheetsIn(join(dist, 'static', 'css')).map(({ css }) => css));
  // Named by its content: the file's path goes into the renderer's module ids, and the same sources
  // must give the same renderer wherever they are built (a release is named by its content).
  const stylesheetsFile = join(
    appDir,
    'node_modules',
    '.cache',
    `first-view-stylesheets-${createHash('sha256').update(stylesheets).digest('hex').slice(0, 16)}.json`,
  );
  mkdirSync(dirname(stylesheetsFile), { recursive: true });
  writeFileSync(stylesheetsFile, stylesheets);
  // The widgets the remote exposes (`./widgets/<name>`, each `src/widgets/<name>.tsx`), for Home's HTML:
  // imported relative to the file, which is named by its content like the stylesheets.
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const widgetEntries = manifest.exposes
    .map((expose) => expose.name)
    .filter((name) => name.startsWith('widgets/'))
    .map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`../../src/${name}.tsx`)}),`);
  const widgets = `export const widgets = {\n${widgetEntries.join('\n')}\n};\n`;
  const widgetsFile = join(
    appDir,
    'node_modules',
    '.cache',
    `first-view-widgets-${createHash('sha256').update(widgets).digest('hex').slice(0, 16)}.ts`,
  );
  writeFileSync(widgetsFile, widgets);
  // Kept (a ship of the same sources may be reading them): one small file per change.
  await buildRenderer(appDir, outDir, stylesheetsFile, widgetsFile);
  const bundle = join(outDir, 'render-first-views.js');
  const renderer = await import(pathToFileURL(bundle).href);
  const { renderFirstViews, requestTimeRoutes, requestTimeWidgets, FIRST_VIEW_DIR, FIRST_VIEW_RENDERER } =
    renderer;
  rmSync(join(dist, FIRST_VIEW_DIR), { recursive: true, force: true });
  const written = [];
  const rendered = await renderFirstViews();
  // Routes and widgets (`/widgets/<name>`) with a `prefetch`: rendered per request with their data.
  const perRequest = [...requestTimeRoutes().map((route) => route.path), ...(await requestTimeWidgets())];
  writeFileSync(
    join(dist, FIRST_VIEWS_MANIFEST),
    `${JSON.stringify({ pages: rendered.map(({ path, file }) => ({ path, file })), perRequest }, null, 2)}\n`,
  );
  for (const { path, file, html, errors } of rendered) {
    if (errors.length > 0) throw new Error(`the first view of ${path} failed:\n${errors.join('\n')}`);
    writeCompressed(join(dist, FIRST_VIEW_DIR, file), html);
    written.push(`${path} ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`);
  }
  if (perRequest.length > 0) {
    // Not precompressed: only the server reads it, never a browser.
    mkdirSync(join(dist, FIRST_VIEW_DIR), { recursive: true });
    copyFileSync(bundle, join(dist, FIRST_VIEW_DIR, FIRST_VIEW_RENDERER));
    const size = statSync(bundle).size;
    written.push(
      `per request ${perRequest.join(', ')} (${FIRST_VIEW_RENDERER} ${(size / 1024).toFixed(0)} KB)`,
    );
  }
  rmSync(outDir, { recursive: true, force: true });
  process.stdout.write(
    `first views: ${written.length ? written.join(', ') : 'none'} (${Date.now() - started} ms)\n`,
  );
}

runBuildScript(import.meta.url, main);
