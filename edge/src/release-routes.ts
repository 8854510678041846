// What the edge adds for releases (see deploy/README.md): the shell's origin serves the environment's
// registry as /registry.json (the store's current document: `pnpm ship|promote|rollback` take effect
// on the next page load), and each remote's origin serves its immutable releases under
// /releases/<version>/. nginx serves the same paths (deploy/nginx/site.conf.template).
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import type { LiveRegistry } from './registry/registry-store.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from './security-headers.ts';

const RELEASE_PATH = /^\/releases\/([0-9a-f]{12})(\/.*)$/;

type Handler = (req: IncomingMessage, res: ServerResponse) => boolean;
type SetHeaders = (res: ServerResponse, pathname: string) => void;

/**
 * The registry without the remote under development (`pnpm dev --only <remote>`): the shell then
 * loads that remote from its configured entry, the dev server.
 */
export function withoutRemote(registryText: string, remote: string | undefined): string {
  if (!remote) return registryText;
  const registry = JSON.parse(registryText) as { remotes?: Record<string, unknown> };
  delete registry.remotes?.[remote];
  return JSON.stringify(registry);
}

/**
 * The shell's `/registry.json`: the live registry, revalidated on every use; 204 when there is none
 * (nothing released yet is no error, and no page should log a 404 for it).
 */
export function registryRoute(registry: LiveRegistry, devRemote: string | undefined): Handler {
  return (req, res) => {
    if ((req.url ?? '/').split('?')[0] !== '/registry.json') return false;
    const text = registry.text();
    if (text === undefined) {
      res.writeHead(204, { 'cache-control': CACHE_REVALIDATE });
      res.end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': CACHE_REVALIDATE });
      res.end(req.method === 'HEAD' ? undefined : withoutRemote(text, devRemote));
    }
    return true;
  };
}

/** A remote's `/releases/<version>/…` from `releasesDir/<version>/` (immutable, one file index per release). */
export function releaseFilesRoute(releasesDir: string, setHeaders: SetHeaders): Handler {
  const perVersion = new Map<string, ReturnType<typeof sirv>>();
  return (req, res) => {
    const url = req.url ?? '/';
    const match = RELEASE_PATH.exec(url.split('?')[0] ?? '/');
    if (!match) return false;
    const [, version = '', rest = '/'] = match;
    const dir = join(releasesDir, version);
    if (!existsSync(dir)) return false;
    let files = perVersion.get(version);
    if (!files) {
      files = sirv(dir, {
        dev: false,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders(response, pathname) {
          setHeaders(response, pathname);
          response.setHeader('Cache-Control', CACHE_IMMUTABLE);
        },
      });
      perVersion.set(version, files);
    }
    req.url = rest + (url.includes('?') ? url.slice(url.indexOf('?')) : '');
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
    return true;
  };
}
