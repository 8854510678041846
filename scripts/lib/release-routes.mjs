// What the static server adds for releases (see deploy/README.md): the shell's origin serves the
// environment's registry as /registry.json (read on every request: `pnpm ship|promote|rollback`
// take effect on the next page load), and each remote's origin serves its immutable releases under
// /releases/<version>/. nginx serves the same paths (deploy/nginx/site.conf.template).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployEnvironment, registryFile, releasesOf } from './deploy.mjs';

const RELEASE_PATH = /^\/releases\/([0-9a-f]{12})(\/.*)$/;

/**
 * The registry without the remote under development (`pnpm dev --only <remote>`): the shell then
 * loads that remote from its configured entry, the dev server.
 */
export function withoutRemote(registryText, remote) {
  if (!remote) return registryText;
  const registry = JSON.parse(registryText);
  delete registry.remotes?.[remote];
  return JSON.stringify(registry);
}

/** A request handler for `app`'s release paths; resolves false when the path is not one of them. */
export async function releaseRoutes(app, setHeaders) {
  const { default: sirv } = await import('sirv');
  const environment = deployEnvironment();
  const perVersion = new Map();
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (app.role === 'host' && path === '/registry.json') {
      const file = registryFile(environment);
      setHeaders(res, path);
      if (!existsSync(file)) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{}');
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
        res.end(withoutRemote(readFileSync(file, 'utf8'), app.devRemote));
      }
      return true;
    }
    const match = app.role === 'remote' ? RELEASE_PATH.exec(path) : null;
    if (!match) return false;
    const [, version, rest] = match;
    const dir = join(releasesOf(app), version);
    if (!existsSync(dir)) return false;
    // A release never changes once published: one file index per release, kept for the process.
    let files = perVersion.get(version);
    if (!files) {
      files = sirv(dir, {
        dev: false,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders(response, pathname) {
          setHeaders(response, pathname);
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
      perVersion.set(version, files);
    }
    req.url = rest + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
    return true;
  };
}
