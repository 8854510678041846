// The remotes' request-time first-view renderers (`RemoteRoute.firstView` on a route with parameters),
// loaded by the edge from the release the registry points at: each is one ES module file, fetched,
// written under a folder of this process (removed when it exits) by its content's hash and imported
// once per content; a URL is checked again after RECHECK_MS, so a rebuilt or shipped remote is picked
// up without a restart.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstViewRenderer, LoadRenderer } from './first-view-includes.ts';

const RECHECK_MS = 5000;
const FETCH_TIMEOUT_MS = 1500;

export interface RendererLoaderOptions {
  fetchImpl?: typeof fetch;
  now?: () => number;
  importFile?: (file: string) => Promise<FirstViewRenderer>;
}

/** A loader: `load(url)` resolves to the renderer module at `url`, or undefined when it has none. */
export function rendererLoader({
  fetchImpl = fetch,
  now = Date.now,
  importFile = (file) => import(pathToFileURL(file).href) as Promise<FirstViewRenderer>,
}: RendererLoaderOptions = {}): LoadRenderer {
  let folder: string | undefined;
  const byUrl = new Map<string, { checked: number; module: Promise<FirstViewRenderer> }>();
  const byHash = new Map<string, Promise<FirstViewRenderer>>();
  const fileFor = (hash: string, text: string) => {
    if (!folder) {
      const created = mkdtempSync(join(tmpdir(), `andaman-edge-${process.pid}-renderers-`));
      folder = created;
      process.on('exit', () => rmSync(created, { recursive: true, force: true }));
    }
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${hash}.mjs`);
    writeFileSync(file, text);
    return file;
  };
  return async function load(url) {
    const known = byUrl.get(url.href);
    if (known && now() - known.checked < RECHECK_MS) return known.module;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) {
      byUrl.delete(url.href);
      return undefined;
    }
    const text = await response.text();
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
    let module = byHash.get(hash);
    if (!module) {
      module = importFile(fileFor(hash, text));
      byHash.set(hash, module);
    }
    byUrl.set(url.href, { checked: now(), module });
    return module;
  };
}
