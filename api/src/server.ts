import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { ListenConfig } from './config';

/** Time and request limits of the API's HTTP server. */
export type ServerLimits = {
  /** The request's headers must have arrived within this time (a client trickling headers is cut off). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this time. */
  requestTimeoutMs: number;
  /**
   * An idle keep-alive connection is closed after this time. A proxy that keeps upstream connections must
   * drop its idle ones sooner, or it may send on one this server is closing.
   */
  keepAliveTimeoutMs: number;
  /** Requests served on one connection before it is closed (spreads clients over instances behind a balancer). */
  maxRequestsPerSocket: number;
  /** How often the two timeouts above are checked. */
  checkIntervalMs: number;
};

/** The limits the API runs with. */
export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 1_000,
  checkIntervalMs: 1_000,
};

/** Starts the HTTP server on `listen` with every limit set explicitly (Node's defaults hold slow sockets for 60 s). */
export const listenWithLimits = (
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  { host, port }: ListenConfig,
  limits: ServerLimits = SERVER_LIMITS,
  onListening?: (port: number) => void,
): Server => {
  const server: ServerType = serve(
    {
      fetch,
      hostname: host,
      port,
      serverOptions: {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: limits.checkIntervalMs,
      },
    },
    (info) => onListening?.(info.port),
  );
  const http = server as Server;
  http.headersTimeout = limits.headersTimeoutMs;
  http.requestTimeout = limits.requestTimeoutMs;
  http.keepAliveTimeout = limits.keepAliveTimeoutMs;
  http.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  return http;
};

/**
 * Shuts the server down without cutting a request in flight. `unready` first turns readiness off (a load
 * balancer stops sending new clients) and the server keeps serving for `graceMs`; then the listener closes and
 * every answer from then on carries `Connection: close`, so each open connection ends after its next answer
 * (its client reconnects elsewhere). Connections still open after `timeoutMs` (idle ones end at the keep-alive
 * timeout) are cut.
 */
export const drainServer = async (
  server: Server,
  unready: () => void,
  { graceMs, timeoutMs }: { graceMs: number; timeoutMs: number },
): Promise<void> => {
  unready();
  await new Promise((resolve) => setTimeout(resolve, graceMs));
  server.on('request', (_request: IncomingMessage, response: ServerResponse) =>
    response.setHeader('Connection', 'close'),
  );
  await new Promise<void>((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    // net.Server's close, not http.Server's, which also closes "idle" connections: one whose request has
    // arrived but not yet been read counts as idle, and its client would see a reset.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(cut);
      resolve();
    });
  });
};
