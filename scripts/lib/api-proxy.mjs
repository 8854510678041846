// The site's `/api` and `/wp-json` proxy to the API origin (the shell's host server). Forwards only those
// two prefixes after normalising the path (no `..`, no encoded dots or slashes: what reaches the API is
// exactly the path that was checked), and keeps one client's failure from reaching another client:
// bodies go over a fresh connection, reads over a keep-alive pool that is retried once on a stale socket,
// and a connection the upstream closed or left with unread bytes is never handed out again.
import http from 'node:http';
import https from 'node:https';

export const FORWARDED_PREFIXES = ['/api/', '/wp-json/'];
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Idempotent reads share warm connections; anything with a body gets a connection of its own. */
const agentOptions = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000 };
const readAgents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

/**
 * Whether `url` (a request target such as `/api/hotels?x=1`) may be forwarded: one of the prefixes, and the
 * path unchanged by URL normalisation (so `/api/../health` and `/api/%2e%2e/health` are refused), with no
 * encoded slash or backslash and no backslash.
 */
export function forwardablePath(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return false;
  const raw = url.split(/[?#]/, 1)[0];
  if (raw === '/wp-json') return true;
  if (!FORWARDED_PREFIXES.some((prefix) => raw.startsWith(prefix))) return false;
  if (/%2f|%5c|\\|%2e/i.test(raw)) return false;
  let normalised;
  try {
    normalised = new URL(url, 'http://proxy.invalid').pathname;
  } catch {
    return false;
  }
  return normalised === raw && !raw.split('/').some((segment) => segment === '.' || segment === '..');
}

const answer = (res, status, message) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, message });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Whatever is left of the client's request body is not read: do not reuse this connection.
    connection: 'close',
  });
  res.end(body);
};

const withoutHopByHop = (headers) => {
  const out = { ...headers };
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) delete out[name];
  return out;
};

/**
 * Forwards one request to `target`, streaming both ways: an origin (the API's; the request's path is
 * appended) or the absolute `URL` to ask (e.g. a WordPress under a path). Answers 404 for paths it does not
 * forward and 502 "The booking service is unavailable" when the upstream cannot be reached.
 */
export function forwardToApi(req, res, target) {
  if (!forwardablePath(req.url)) {
    req.resume();
    answer(res, 404, 'Not found');
    return;
  }
  const url = target instanceof URL ? target : new URL(req.url, target);
  const client = url.protocol === 'https:' ? https : http;
  const hasBody = !SAFE_METHODS.has(req.method ?? 'GET');
  const headers = {
    ...withoutHopByHop(req.headers),
    host: url.host,
    'x-forwarded-host': req.headers.host ?? '',
    // This proxy is the site's edge: the client is whoever opened the socket. A forwarded address the
    // client sent itself is dropped, or any client could pick a fresh rate-limit bucket per request.
    'x-forwarded-for': req.socket.remoteAddress ?? '',
  };
  if (hasBody) headers.connection = 'close';

  const attempt = (retriesLeft) => {
    const upstream = client.request(url, {
      method: req.method,
      headers,
      agent: hasBody ? false : readAgents[url.protocol],
    });
    let replied = false;
    upstream.on('response', (reply) => {
      replied = true;
      const replyHeaders = withoutHopByHop(reply.headers);
      // An early answer (e.g. 413) while the client is still sending: that connection ends with it.
      if (hasBody && !req.complete) replyHeaders.connection = 'close';
      res.writeHead(reply.statusCode ?? 502, replyHeaders);
      reply.pipe(res);
      reply.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      // The answer is already on its way (the API stopped reading an oversized body): let it finish.
      if (replied) return;
      // A pooled connection the API had just closed: the request never reached it, so a read is retried.
      if (!hasBody && retriesLeft > 0 && upstream.reusedSocket && error.code === 'ECONNRESET') {
        attempt(retriesLeft - 1);
        return;
      }
      answer(res, 502, 'The booking service is unavailable. Please try again.');
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (hasBody) req.pipe(upstream);
    else upstream.end();
  };
  if (!hasBody) req.resume();
  attempt(1);
}
