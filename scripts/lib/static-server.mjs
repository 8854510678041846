// Production static hosting for one app, the way a CDN would serve it: precompressed brotli/gzip,
// hashed files cached forever, manifests / HTML / run-time configuration revalidated on every use.
import http from 'node:http';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const HASHED_ASSET = /^\/static\//;
const FORWARDED_PREFIXES = ['/api/', '/wp-json/'];

/** Forwards a request to the API origin, streaming both ways (the shell's `/api` and `/wp-json`). */
function forward(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    {
      method: req.method,
      headers: { ...req.headers, host: url.host, 'x-forwarded-host': req.headers.host ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ success: false, message: 'The booking service is unavailable. Please try again.' }),
    );
  });
  req.pipe(upstream);
}

/**
 * Serves `<dir>/dist` on 127.0.0.1:`port`. The host gets the SPA fallback and the API proxy;
 * remotes get CORS so the shell's origin may load their manifests and chunks.
 */
export async function serveApp({ dir, port, role, apiOrigin, host = '127.0.0.1' }) {
  const { default: sirv } = await import('sirv');
  const files = sirv(join(ROOT, dir, 'dist'), {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    single: role === 'host',
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (role === 'remote') res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (role === 'host' && FORWARDED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      forward(req, res, apiOrigin);
      return;
    }
    if (role === 'remote' && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET' });
      res.end();
      return;
    }
    if (role === 'host') res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
