// Stopping without dropping a request: on SIGTERM a server stops accepting connections, answers what
// it is working on (and any request already sent on an open connection) with `Connection: close`, and
// closes the last idle connections only once nothing has arrived for a moment.
import type http from 'node:http';
import net from 'node:net';

/** How long the server waits, once nothing is in flight, for a request already sent on an open connection. */
const QUIET_MS = 300;

export interface Drainable {
  /** Resolves when every request in flight has been answered (or `timeoutMs` passed: then connections are cut). */
  drain(timeoutMs: number): Promise<{ cut: number }>;
}

export function drainable(server: http.Server): Drainable {
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;
  let changed: (() => void) | undefined;
  // Before the site's handler, which may answer at once: a response during the drain must carry
  // `Connection: close` from its first byte.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    if (draining) res.shouldKeepAlive = false;
    changed?.();
    res.once('close', () => {
      inFlight.delete(res);
      changed?.();
    });
  });
  const settled = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      changed = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  return {
    async drain(timeoutMs) {
      draining = true;
      // net's close stops listening but, unlike http's, leaves open keep-alive connections alone: a
      // request already on its way over one of them is still answered.
      if (server.listening) net.Server.prototype.close.call(server);
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size > 0) {
          await settled(Math.min(100, deadline - Date.now()));
          continue;
        }
        // Quiet for a moment: no request can be on its way any more.
        const before = Date.now();
        await settled(QUIET_MS);
        if (inFlight.size === 0 && Date.now() - before >= QUIET_MS - 5) break;
      }
      changed = undefined;
      const cut = inFlight.size;
      server.closeIdleConnections();
      server.closeAllConnections();
      return { cut };
    },
  };
}
