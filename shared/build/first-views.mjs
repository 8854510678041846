// A remote's first views (see `RemoteRoute.firstView`), run by each remote's `build` after its browser
// build, in the remote's folder: compiles render-first-views.tsx with the remote's `./routes` for Node
// (no federation: nothing is shared at build time; CSS-module class names and inlined assets come out
// as in the browser build), renders each page declared `firstView`, and writes
// dist/first-view/<path>.html: the page's markup in an `inert` root marked with its path, with the
// remote's CSS that markup uses. It ships with the remote's release; the serving layer puts it into the
// shell's HTML (shell/scripts/prerender.mjs writes the slot, scripts/lib/first-view-includes.mjs fills it).
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  cssFor,
  prerenderOutput,
  runBuildScript,
  splitMetadata,
  stylesheetsIn,
  writeCompressed,
} from './prerender-html.mjs';

const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'first-view', 'render-first-views.tsx');
/**
 * A first view's file: its root marked with the route pattern and `inert` (a picture of the page until
 * the page's code has loaded: nothing in it can be focused or clicked), the CSS first, the page's
 * markup without the metadata React hoists (the live page sets the title).
 */
export function firstViewHtml(path, rendered, css, pathAttribute) {
  const { markup } = splitMetadata(rendered);
  const style = css ? `<style>${css}</style>` : '';
  return `<div ${pathAttribute}="${path}" inert>${style}${markup}</div>`;
}

async function buildRenderer(appDir, outDir) {
  const { createRsbuild } = await import('@rsbuild/core');
  const { pluginReact } = await import('@rsbuild/plugin-react');
  const rsbuild = await createRsbuild({
    cwd: appDir,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { 'render-first-views': ENTRY } },
      resolve: { alias: { '@first-view/routes': join(appDir, 'src', 'routes.tsx') } },
      output: prerenderOutput(outDir),
      performance: { chunkSplit: { strategy: 'all-in-one' } },
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
  await buildRenderer(appDir, outDir);
  const renderer = await import(pathToFileURL(join(outDir, 'render-first-views.js')).href);
  const { renderFirstViews, FIRST_VIEW_DIR, FIRST_VIEW_OF_ATTRIBUTE } = renderer;
  const stylesheets = stylesheetsIn(join(dist, 'static', 'css'));
  rmSync(join(dist, FIRST_VIEW_DIR), { recursive: true, force: true });
  const written = [];
  for (const { path, file, html, errors } of await renderFirstViews()) {
    if (errors.length > 0) throw new Error(`the first view of ${path} failed:\n${errors.join('\n')}`);
    const view = firstViewHtml(path, html, cssFor(stylesheets, html), FIRST_VIEW_OF_ATTRIBUTE);
    writeCompressed(join(dist, FIRST_VIEW_DIR, file), view);
    written.push(`${path} ${(gzipSync(view).length / 1024).toFixed(1)} KB gzip`);
  }
  rmSync(outDir, { recursive: true, force: true });
  process.stdout.write(
    `first views: ${written.length ? written.join(', ') : 'none'} (${Date.now() - started} ms)\n`,
  );
}

runBuildScript(import.meta.url, main);
