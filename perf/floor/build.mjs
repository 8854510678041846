// Builds the floor page into dist/: the HTML React 19 renders on the server (at build time) for app.jsx,
// and a minified bundle that hydrates it (index.html, app.js, each with its gzip). Usage: node build.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const HERE = dirname(fileURLToPath(import.meta.url));
export const FLOOR_DIST = join(HERE, 'dist');

const common = {
  bundle: true,
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  absWorkingDir: HERE,
};

/** Writes dist/index.html and dist/app.js (and their .gz); returns the script's sizes in bytes. */
export async function buildFloor() {
  mkdirSync(FLOOR_DIST, { recursive: true });
  const server = await build({
    ...common,
    stdin: {
      contents:
        "import { renderToString } from 'react-dom/server'; import { App } from './app.jsx'; export const html = () => renderToString(<App />);",
      loader: 'jsx',
      resolveDir: HERE,
    },
    format: 'esm',
    platform: 'node',
    packages: 'external',
  });
  const serverFile = join(FLOOR_DIST, 'server.mjs');
  writeFileSync(serverFile, server.outputFiles[0].text);
  const { html } = await import(`${pathToFileURL(serverFile).href}?${Date.now()}`);
  // The browser's entry: hydration only (an import of react-dom/server left in it would fail to resolve
  // in the browser, and the page would never hydrate).
  const client = await build({
    ...common,
    stdin: {
      contents:
        "import { hydrateRoot } from 'react-dom/client'; import { App } from './app.jsx'; hydrateRoot(document.getElementById('root'), <App />);",
      loader: 'jsx',
      resolveDir: HERE,
    },
    format: 'esm',
    platform: 'browser',
  });
  const js = Buffer.from(client.outputFiles[0].contents);
  const page = Buffer.from(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
      '<title>Floor</title><meta name="description" content="The React floor page"></head>' +
      `<body><div id="root">${html()}</div><script type="module" src="/app.js"></script></body></html>`,
  );
  for (const [name, body] of [
    ['index.html', page],
    ['app.js', js],
  ]) {
    writeFileSync(join(FLOOR_DIST, name), body);
    writeFileSync(join(FLOOR_DIST, `${name}.gz`), gzipSync(body, { level: 9 }));
  }
  return { js: js.length, gzip: gzipSync(js, { level: 9 }).length };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { js, gzip } = await buildFloor();
  process.stdout.write(`floor: app.js ${(js / 1024).toFixed(1)} KB, gzip ${(gzip / 1024).toFixed(1)} KB\n`);
}
