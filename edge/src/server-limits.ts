// Timeouts and limits of every edge server, set explicitly rather than left to Node's defaults (which
// let a slow client hold a socket for minutes). Keep in step with deploy/nginx (the same limits there)
// and with the table in docs/operations.md.
import http from 'node:http';

export const SERVER_LIMITS = {
  /** The whole header block must arrive within this (slow-header clients). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** A keep-alive connection serves at most this many requests, then closes (spreads load on restart). */
  maxRequestsPerSocket: 1000,
  /** Request header block size. */
  maxHeaderSizeBytes: 16 * 1024,
  /** A socket without any traffic for this long is closed (above the API timeout: a slow answer still arrives). */
  socketIdleTimeoutMs: 35_000,
  /** How often Node checks the header and request timeouts. */
  checkEveryMs: 1000,
} as const;

/** An HTTP server with the limits above. */
export function createLimitedServer(handler: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: SERVER_LIMITS.maxHeaderSizeBytes,
      headersTimeout: SERVER_LIMITS.headersTimeoutMs,
      requestTimeout: SERVER_LIMITS.requestTimeoutMs,
      keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
      connectionsCheckingInterval: SERVER_LIMITS.checkEveryMs,
    },
    handler,
  );
  server.maxRequestsPerSocket = SERVER_LIMITS.maxRequestsPerSocket;
  server.setTimeout(SERVER_LIMITS.socketIdleTimeoutMs);
  return server;
}
