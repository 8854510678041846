// The response headers of the production site, in one place for both servers: the edge's Node servers
// (`npm start`) and nginx (deploy/nginx, rendered by nginx.ts). The Content-Security-Policy is derived
// from the environment's run-time configuration: the remotes' origins (entries and releases), QA's
// override origins and the payment provider's origins are the only other origins the page may load
// code from or send forms to. No 'unsafe-eval'; one inline script, allowed by its hash (the early-click
// hold, shared/src/contracts/early-clicks.ts); inline styles stay allowed (antd's CSS-in-JS writes
// <style>).

import { createHash } from 'node:crypto';
import { EARLY_CLICKS_SCRIPT } from '@andaman/shared/contracts/early-clicks';

/** The CSP source that allows the page's one inline script, the early-click hold, and nothing else inline. */
export const EARLY_CLICKS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`;

/** The part of `runtime-config.json` the headers depend on. */
export interface HeaderConfig {
  remotes?: { entry?: string; releases?: string }[];
  overrideOrigins?: string[];
  api?: { baseUrl?: string; contentBaseUrl?: string };
  telemetryUrl?: string;
  paymentOrigins?: string[];
}

export interface PolicyOrigins {
  /** Where content images may also come from (a WordPress serving `/wp-json`). */
  imageOrigins?: string[];
  /** More origins to connect to (a remote's dev server's hot-reload socket in `dev --only`). */
  connectOrigins?: string[];
  /** More origins to load code from (that dev server, which names itself 127.0.0.1). */
  codeOrigins?: string[];
}

/** The distinct origins of a list of absolute URLs (relative ones, such as `/api`, are the page's own). */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** The Content-Security-Policy of the shell's pages for a run-time configuration (parsed JSON). */
export function contentSecurityPolicy(
  config: HeaderConfig,
  { imageOrigins = [], connectOrigins = [], codeOrigins = [] }: PolicyOrigins = {},
): string {
  const remotes = originsOf((config.remotes ?? []).flatMap((remote) => [remote.entry, remote.releases]));
  const overrides = originsOf(config.overrideOrigins ?? []);
  const code = [...new Set([...remotes, ...overrides, ...originsOf(codeOrigins)])];
  const api = originsOf([config.api?.baseUrl, config.api?.contentBaseUrl, config.telemetryUrl]);
  const payment = originsOf(config.paymentOrigins ?? []);
  const list = (...sources: (string | string[])[]) => [...new Set(sources.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", EARLY_CLICKS_SCRIPT_SOURCE, code)}`,
    `style-src ${list("'self'", "'unsafe-inline'", code)}`,
    `img-src ${list("'self'", 'data:', 'blob:', code, api, originsOf(imageOrigins))}`,
    `font-src ${list("'self'", 'data:', code)}`,
    `connect-src ${list("'self'", code, api, connectOrigins)}`,
    `form-action ${list("'self'", payment)}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Headers on every response of every origin. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Cache-Control by kind of file: hashed files never change; everything else is revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export { isImmutablePath } from '@andaman/shared/contracts/release-naming';

export type AppRole = 'host' | 'remote';

/**
 * The security headers of one app's responses: the shell's carry the CSP (its pages run the code);
 * a remote's origin serves only code and data for the shell, with CORS for the shell's runtime.
 */
export function securityHeaders({
  role,
  config,
  ...origins
}: { role: AppRole; config?: HeaderConfig } & PolicyOrigins): Record<string, string> {
  if (role === 'host') {
    return {
      ...COMMON_HEADERS,
      'Content-Security-Policy': contentSecurityPolicy(config ?? {}, origins),
    };
  }
  return { ...COMMON_HEADERS, 'Access-Control-Allow-Origin': '*' };
}
