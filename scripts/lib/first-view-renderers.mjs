// The remotes' request-time first-view renderers (`RemoteRoute.firstView` on a route with parameters),
// loaded by the site's Node server from the release the registry points at: each is one ES module
// file, fetched, written under a folder of this process (removed when it exits) by its content's hash
// and imported once per content; a URL is checked again after RECHECK_MS, so a rebuilt or shipped
// remote is picked up without a restart.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const RECHECK_MS = 5000;
const FETCH_TIMEOUT_MS = 1500;

/** A loader: `load(url)` resolves to the renderer module at `url`, or undefined when it has none. */
export function rendererLoader({
  fetchImpl = fetch,
  now = Date.now,
  importFile = (file) => import(pathToFileURL(file).href),
} = {}) {
  let folder;
  const byUrl = new Map();
  const byHash = new Map();
  const fileFor = (hash, text) => {
    if (!folder) {
      // `andaman-site-<pid>-`: the site's server removes such folders of processes that are gone.
      folder = mkdtempSync(join(tmpdir(), `andaman-site-${process.pid}-renderers-`));
      process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
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
    if (!byHash.has(hash)) byHash.set(hash, importFile(fileFor(hash, text)));
    const module = byHash.get(hash);
    byUrl.set(url.href, { checked: now(), module });
    return module;
  };
}
