// A remote's first views (see `RemoteRoute.firstView`), run by each remote's `build` after its browser
// build, in the remote's folder: compiles render-first-views.tsx with the remote's `./routes` for Node
// (no federation: nothing is shared at build time; CSS-module class names and inlined assets come out
// as in the browser build), renders each page declared `firstView`, and writes
// dist/first-view/<path>.html: the page's markup in an `inert` root marked with its path, with the
// remote's CSS that markup uses; and, when a route with parameters declares one, the renderer the
// site's Node server runs per request (dist/first-view/renderer.mjs). They ship with the remote's
// release; the serving layer puts them into the shell's HTML (shell/scripts/prerender.mjs writes the
// slot, edge/src/first-view-includes.ts and first-view-renderers.ts fill it).
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { prerenderOutput, runBuildScript, stylesheetsIn, writeCompressed } from './prerender-html.mjs';

const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'first-view', 'render-first-views.tsx');

/**
 * One ES module file (no async chunks, every dependency inside): the remote's release ships it when a
 * route is rendered per request, and the server loads it from there.
 */
async function buildRenderer(appDir, outDir, stylesheetsFile) {
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

async function main() {
  const appDir = process.cwd();
  const dist = join(appDir, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no browser build`);
  const outDir = join(appDir, 'dist-first-view');
  const started = Date.now();
  const stylesheetsFile = join(appDir, 'dist-first-view-stylesheets.json');
  writeFileSync(
    stylesheetsFile,
    JSON.stringify(stylesheetsIn(join(dist, 'static', 'css')).map(({ css }) => css)),
  );
  try {
    await buildRenderer(appDir, outDir, stylesheetsFile);
  } finally {
    rmSync(stylesheetsFile, { force: true });
  }
  const bundle = join(outDir, 'render-first-views.js');
  const renderer = await import(pathToFileURL(bundle).href);
  const { renderFirstViews, requestTimeRoutes, FIRST_VIEW_DIR, FIRST_VIEW_RENDERER } = renderer;
  rmSync(join(dist, FIRST_VIEW_DIR), { recursive: true, force: true });
  const written = [];
  for (const { path, file, html, errors } of await renderFirstViews()) {
    if (errors.length > 0) throw new Error(`the first view of ${path} failed:\n${errors.join('\n')}`);
    writeCompressed(join(dist, FIRST_VIEW_DIR, file), html);
    written.push(`${path} ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`);
  }
  const perRequest = requestTimeRoutes().map((route) => route.path);
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
