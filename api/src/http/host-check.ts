import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config';

/** Names of this machine: always accepted, on any port (the site's own proxy, local tools, tests). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
};

const nameOf = (host: string): string => host.replace(/:\d+$/, '');

/**
 * Whether a `Host` header names this API: a loopback name on any port, the host (with its port) of a configured
 * origin (site, CORS, public), or an `allowedHosts` entry (`name` for any port, `name:port` for one).
 */
export const hostMatcher = (
  config: Pick<AppConfig, 'siteOrigin' | 'corsOrigins' | 'publicOrigin' | 'allowedHosts'>,
) => {
  const exact = new Set<string>();
  const anyPort = new Set<string>(LOOPBACK_NAMES);
  for (const origin of [config.siteOrigin, ...config.corsOrigins, config.publicOrigin ?? '']) {
    const host = hostOf(origin);
    if (host) exact.add(host);
  }
  for (const entry of config.allowedHosts) (/:\d+$/.test(entry) ? exact : anyPort).add(entry.toLowerCase());
  return (host: string): boolean => {
    const lower = host.trim().toLowerCase();
    return exact.has(lower) || anyPort.has(nameOf(lower));
  };
};

/** Paths a load balancer or orchestrator probes by address, whatever `Host` it sends. */
const PROBES = new Set(['/health', '/ready']);

/**
 * Refuses a request whose `Host` names another site (421 Misdirected Request), so a DNS name pointed at this
 * server by someone else (DNS rebinding) cannot reach it; `/health` and `/ready` answer any host.
 */
export const hostGuard =
  (allowed: (host: string) => boolean): MiddlewareHandler =>
  async (c, next) => {
    if (PROBES.has(c.req.path)) return next();
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!allowed(host)) {
      return c.json(
        { success: false, message: `This server does not answer for host "${host.slice(0, 100)}"` },
        421,
      );
    }
    return next();
  };
