// The nginx configuration of the site (deploy/nginx/*.template), rendered for one run: ports, each
// app's folder, the registry file and releases, and the same security headers and CSP as the edge's
// Node servers. Pure: returns the text; starting nginx is the caller's business.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from './api-proxy.ts';
import { firstViewSource } from './first-view-includes.ts';
import { normaliseHost } from './host-check.ts';
import { type AppRole, type HeaderConfig, securityHeaders } from './security-headers.ts';

export interface NginxApp {
  name: string;
  role: AppRole;
  port: number;
  /** The folder served. */
  root: string;
  /** A remote's published releases. */
  releasesDir?: string;
}

export interface NginxSiteOptions {
  /** The folder of the templates (deploy/nginx). */
  templates: string;
  apps: NginxApp[];
  /** Where /api goes: one or more API instances (`http://127.0.0.1:4000`). */
  apiOrigins: string[];
  /** Where `/wp-json` goes: the API, or a WordPress (possibly under a path), without `/wp-json`. */
  contentBase?: string;
  imageOrigins?: string[];
  /** The shell's run-time configuration file (served as /runtime-config.json) and its parsed content. */
  runtimeConfigFile: string;
  runtimeConfig: HeaderConfig & { remotes: { name: string; entry: string }[] };
  /** The environment's registry file (served as /registry.json). */
  registryFile: string;
  /** The `Host` names answered (no port: nginx matches names); any other gets 421. */
  serverNames: string[];
  runDir: string;
  modules?: string[];
  user?: string | undefined;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{([A-Z_]+)\}\}/g, (match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`nginx template: no value for ${match}`);
    return value;
  });

/** `add_header` lines (always: error answers carry them too). Quotes in values are escaped. */
const addHeaders = (headers: Record<string, string>, indent = '      ') =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${String(value).replaceAll('"', '\\"')}" always;`)
    .join('\n');

/** A JSON body for nginx's `return` (single-quoted in the configuration). */
const jsonBody = (message: string) => JSON.stringify({ success: false, message }).replaceAll("'", "\\'");

/**
 * Where nginx answers a remote's first-view include (`/_first-view/<remote>/<page>.html`, see
 * first-view-includes.ts): beside the remote's configured manifest. nginx does not read the registry,
 * so after `pnpm ship|promote|rollback` it still shows the configured build's first view until the live
 * page (from the release) replaces it; the edge's Node server follows the registry.
 */
export function firstViewLocation(remote: { name: string; entry: string }): string {
  const source = firstViewSource(remote.entry);
  return [
    `    location /_first-view/${remote.name}/ {`,
    '      internal;',
    `      proxy_pass ${source.href};`,
    '      proxy_set_header Accept-Encoding "";',
    '      proxy_connect_timeout 1s;',
    '      proxy_read_timeout 1500ms;',
    '      proxy_intercept_errors on;',
    '      error_page 400 403 404 500 502 503 504 = /_first-view-none;',
    '    }',
  ].join('\n');
}

/**
 * The `upstream` of the API: every instance with passive health checks (an instance that fails
 * `max_fails` times is left out for `fail_timeout`). With one instance it is listed twice, so the one
 * retry of an idempotent request (proxy_next_upstream) has somewhere to go while that API restarts.
 */
export function apiUpstream(name: string, origins: string[]): string {
  const servers = origins.length === 1 ? [origins[0], origins[0]] : origins;
  const lines = servers.map(
    (origin) => `  server ${new URL(origin ?? '').host} max_fails=2 fail_timeout=5s;`,
  );
  return [`upstream ${name} {`, ...lines, '  keepalive 16;', '}'].join('\n');
}

/** The site's configuration text. */
export function renderNginxSite(options: NginxSiteOptions): string {
  const template = (name: string) => readFileSync(join(options.templates, name), 'utf8');
  const { runtimeConfig } = options;
  const serverNames = [
    ...new Set(options.serverNames.map((name) => normaliseHost(name).replace(/:\d+$/, ''))),
  ];
  const servers = options.apps.map((app) => {
    const headers = securityHeaders({
      role: app.role,
      config: runtimeConfig,
      imageOrigins: options.imageOrigins ?? [],
    });
    const common = {
      PORT: String(app.port),
      ROOT: app.root,
      SERVER_NAMES: serverNames.join(' '),
      HEADERS: addHeaders(headers),
    };
    if (app.role === 'host') {
      return fill(template('host.server.template'), {
        ...common,
        CONTENT_BASE: options.contentBase
          ? `${options.contentBase.replace(/\/+$/, '')}/wp-json`
          : 'http://andaman_api/wp-json',
        RUNTIME_CONFIG: options.runtimeConfigFile,
        REGISTRY: options.registryFile,
        FIRST_VIEWS: runtimeConfig.remotes.map(firstViewLocation).join('\n'),
        UNAVAILABLE_JSON: jsonBody(UNAVAILABLE_MESSAGE),
        TIMEOUT_JSON: jsonBody(TIMEOUT_MESSAGE),
      });
    }
    return fill(template('remote.server.template'), {
      ...common,
      RELEASES: app.releasesDir ?? join(app.root, 'releases'),
    });
  });
  return fill(template('site.conf.template'), {
    LOAD_MODULES: (options.modules ?? []).map((module) => `load_module ${module};`).join('\n'),
    USER: options.user ? `user ${options.user};` : '',
    RUN_DIR: options.runDir,
    UPSTREAMS: apiUpstream('andaman_api', options.apiOrigins),
    SERVERS: servers.join('\n'),
  });
}
