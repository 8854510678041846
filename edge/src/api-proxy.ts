// The site's `/api` and `/wp-json` proxy to the API origin (the shell's host server). Forwards only those
// two prefixes after normalising the path (no `..`, no encoded dots or slashes: what reaches the API is
// exactly the path that was checked), and keeps one client's failure from reaching another client:
// bodies go over a fresh connection, reads over a keep-alive pool, and a connection the upstream closed
// or left with unread bytes is never handed out again. An API that is down or hung gets a JSON answer
// the site shows as it is (503, 504); a body over the limit gets 413 here, before it reaches the API.
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
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
/** What the browser waits for an API call (the product's request timeout): the proxy gives up then too. */
export const UPSTREAM_TIMEOUT_MS = 30_000;
/** The API's own body limit: a larger body is refused here. */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** An oversized body is read and dropped up to this size (so the client reads its 413), then cut. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
/** A read that found no API listening is tried once more after this pause (a restarting API). */
const RETRY_PAUSE_MS = 250;
/** Errors that mean the request never reached a working API. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export const UNAVAILABLE_MESSAGE =
  'The booking service is unavailable right now. Please try again in a moment.';
export const TIMEOUT_MESSAGE = 'The booking service did not answer in time. Please try again.';

/** Idempotent reads share warm connections; anything with a body gets a connection of its own. */
const agentOptions = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: UPSTREAM_TIMEOUT_MS };
const readAgents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

/** What the proxy tells about the upstream: the circuit breaker of server rendering listens. */
export interface UpstreamObserver {
  reachable(): void;
  unreachable(): void;
}

export interface ProxyOptions {
  timeoutMs?: number;
  bodyLimitBytes?: number;
  observer?: UpstreamObserver;
}

/**
 * Whether `url` (a request target such as `/api/hotels?x=1`) may be forwarded: one of the prefixes, and the
 * path unchanged by URL normalisation (so `/api/../health` and `/api/%2e%2e/health` are refused), with no
 * encoded slash or backslash and no backslash.
 */
export function forwardablePath(url: string | undefined): boolean {
  if (typeof url !== 'string' || !url.startsWith('/')) return false;
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  if (raw === '/wp-json') return true;
  if (!FORWARDED_PREFIXES.some((prefix) => raw.startsWith(prefix))) return false;
  if (/%2f|%5c|\\|%2e/i.test(raw)) return false;
  let normalised: string;
  try {
    normalised = new URL(url, 'http://proxy.invalid').pathname;
  } catch {
    return false;
  }
  return normalised === raw && !raw.split('/').some((segment) => segment === '.' || segment === '..');
}

/** A JSON answer of the proxy's own (`{ success: false, message }`), closing the connection. */
export function answerJson(res: ServerResponse, status: number, message: string): void {
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
}

const withoutHopByHop = (headers: IncomingMessage['headers']): OutgoingHttpHeaders => {
  const out: OutgoingHttpHeaders = { ...headers };
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) delete out[name];
  return out;
};

const tooLargeMessage = (limit: number) => `Request body is larger than ${limit} bytes`;

/**
 * 413 once the client's body has been read (and dropped), so the client is still listening when the
 * answer comes; a body past DRAIN_LIMIT_BYTES is not worth reading and its connection is cut.
 */
function refuseOversized(req: IncomingMessage, res: ServerResponse, limit: number, alreadyRead = 0): void {
  let read = alreadyRead;
  const done = () => answerJson(res, 413, tooLargeMessage(limit));
  if (req.complete) {
    done();
    return;
  }
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.once('end', done);
  req.resume();
}

/**
 * Forwards one request to `target`, streaming both ways: an origin (the API's; the request's path is
 * appended) or the absolute `URL` to ask (e.g. a WordPress under a path). Answers 404 for paths it does
 * not forward, 413 for a body over the limit, 503 when no API answers (a read is tried twice) and 504
 * when the API takes longer than the timeout.
 */
export function forwardToApi(
  req: IncomingMessage,
  res: ServerResponse,
  target: string | URL,
  { timeoutMs = UPSTREAM_TIMEOUT_MS, bodyLimitBytes = BODY_LIMIT_BYTES, observer }: ProxyOptions = {},
): void {
  if (!forwardablePath(req.url)) {
    req.resume();
    answerJson(res, 404, 'Not found');
    return;
  }
  const url = target instanceof URL ? target : new URL(req.url ?? '/', target);
  const client = url.protocol === 'https:' ? https : http;
  const method = req.method ?? 'GET';
  const hasBody = !SAFE_METHODS.has(method);
  const declaredLength = Number(req.headers['content-length'] ?? 0);
  if (hasBody && declaredLength > bodyLimitBytes) {
    refuseOversized(req, res, bodyLimitBytes);
    return;
  }
  const headers: OutgoingHttpHeaders = {
    ...withoutHopByHop(req.headers),
    host: url.host,
    'x-forwarded-host': req.headers.host ?? '',
    // This proxy is the site's edge: the client is whoever opened the socket. A forwarded address the
    // client sent itself is dropped, or any client could pick a fresh rate-limit bucket per request.
    'x-forwarded-for': req.socket.remoteAddress ?? '',
  };
  if (hasBody) headers.connection = 'close';

  const attempt = (retriesLeft: number) => {
    const upstream = client.request(url, {
      method,
      headers,
      agent: hasBody ? false : readAgents[url.protocol === 'https:' ? 'https:' : 'http:'],
    });
    let replied = false;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      upstream.destroy();
    }, timeoutMs);
    upstream.on('response', (reply) => {
      replied = true;
      clearTimeout(timer);
      observer?.reachable();
      // A reply that stalls midway is cut after the same time without a byte.
      reply.setTimeout(timeoutMs, () => reply.destroy());
      const replyHeaders = withoutHopByHop(reply.headers);
      // An early answer (e.g. 413) while the client is still sending: that connection ends with it.
      if (hasBody && !req.complete) replyHeaders.connection = 'close';
      res.writeHead(reply.statusCode ?? 502, replyHeaders);
      reply.pipe(res);
      reply.on('error', () => res.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // The answer is already on its way (the API stopped reading an oversized body): let it finish.
      if (replied || res.headersSent || res.destroyed) return;
      if (timedOut) {
        observer?.unreachable();
        answerJson(res, 504, TIMEOUT_MESSAGE);
        return;
      }
      const unreachable = UNREACHABLE.has(error.code ?? '');
      // A read that never got an answer is tried once more: a pooled socket the API had just closed,
      // or an API restarting.
      if (!hasBody && retriesLeft > 0 && unreachable) {
        setTimeout(() => attempt(retriesLeft - 1), upstream.reusedSocket ? 0 : RETRY_PAUSE_MS);
        return;
      }
      if (unreachable) observer?.unreachable();
      answerJson(res, 503, UNAVAILABLE_MESSAGE);
    });
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) upstream.destroy();
    });
    if (hasBody) {
      let sent = 0;
      req.on('data', (chunk: Buffer) => {
        sent += chunk.length;
        if (sent <= bodyLimitBytes) {
          if (!upstream.write(chunk)) {
            req.pause();
            upstream.once('drain', () => req.resume());
          }
          return;
        }
        // A body without a declared length that grows past the limit: it never reaches the API.
        if (!upstream.destroyed) {
          clearTimeout(timer);
          replied = true;
          upstream.destroy();
          req.removeAllListeners('data');
          req.removeAllListeners('end');
          refuseOversized(req, res, bodyLimitBytes, sent);
        }
      });
      req.on('end', () => upstream.end());
    } else upstream.end();
  };
  if (!hasBody) req.resume();
  attempt(1);
}
