// The nginx configuration of the site (deploy/nginx/*.template), rendered for one run: ports, each
// app's folder, the registry file and releases, and the same security headers and CSP as the edge's
// Node servers. Pure: returns the text; starting nginx is the caller's business.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitePagesPattern } from '@andaman/shared/contracts/site-pages';
import { BODY_LIMIT_BYTES, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from './api-proxy.ts';
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
  runtimeConfig: Omit<HeaderConfig, 'remotes'> & {
    remotes: { name: string; entry: string; releases?: string; routes?: string[] }[];
  };
  /** The environment's registry file (served as /registry.json). */
  registryFile: string;
  /** The links to each remote's release per cohort tier (`deploy/registry/<env>.live`). */
  liveDir: string;
  /** The cohort tiers of those links. */
  cohortTiers: CohortTier[];
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
 * first-view-includes.ts): from the folder `firstViewRootMap` picks for the request (the release the
 * registry gives the visitor's cohort tier, or the one QA's override names), never from a build folder.
 * No folder, no file (a remote with no release, switched off, or overridden by a manifest URL): the
 * include's stub, the loading overlay, shows.
 */
export function firstViewLocation(remote: { name: string }): string {
  return [
    // A named capture: the cohort maps run regular expressions of their own, which reset `$1`.
    `    location ~ "^/_first-view/${remote.name}/(?<andaman_first_view>[\\w/-]+\\.html)$" {`,
    '      internal;',
    `      if (${firstViewRoot(remote)} = "") {`,
    '        return 204;',
    '      }',
    `      alias ${firstViewRoot(remote)}/first-view/$andaman_first_view;`,
    '      ssi off;',
    '      gzip off;',
    '      brotli_static off;',
    '      gzip_static off;',
    '      error_page 403 404 = /_first-view-none;',
    '    }',
  ].join('\n');
}

const firstViewRoot = (remote: { name: string }) => `$andaman_first_view_root_${remote.name}`;

/**
 * The release folder a remote's first views come from on this request. Normally the link the delivery
 * commands keep for the visitor's cohort tier (`<liveDir>/<remote>/<tier>`, scripts/lib/deploy.mjs).
 * With QA's override of this browser session (the `mf-override` cookie the shell writes:
 * `encodeURIComponent` of `{"hotels":"<target>"}`, shared/src/contracts/release-overrides.ts), as the
 * edge composes it: a release version gives that release's first views (from `releasesDir`, when the
 * remote has releases); a manifest URL gives none, since nginx serves first views of releases only.
 */
export function firstViewRootMap(
  remote: { name: string; releases?: string },
  liveDir: string,
  releasesDir: string | undefined,
): string {
  const override = `(?:^|;)\\s*mf-override=[^;]*%22${remote.name}%22%3A%22`;
  const version = `andaman_override_${remote.name}`;
  return [
    `  map $http_cookie ${firstViewRoot(remote)} {`,
    ...(remote.releases && releasesDir
      ? [`    "~${override}(?<${version}>[0-9a-f]{12})%22" ${releasesDir}/$${version};`]
      : []),
    `    "~${override}" "";`,
    `    default ${liveDir}/${remote.name}/$andaman_cohort_tier;`,
    '  }',
  ].join('\n');
}

/** A tier of cohort buckets that always gets one release: `b<from>` for buckets `from`…`to`. */
export interface CohortTier {
  name: string;
  from: number;
  to: number;
}

/**
 * The visitor's cohort for nginx: the bucket of the `mf_cohort` cookie (COHORT_COOKIE), or one drawn
 * from the request id and set as that cookie; and the tier the bucket falls in, which names the
 * release links to take first views from.
 */
export function cohortMaps(tiers: CohortTier[]): string {
  const buckets = Array.from({ length: 100 }, (_, bucket) => bucket);
  const tierOf = (bucket: number) =>
    tiers.find((tier) => bucket >= tier.from && bucket <= tier.to)?.name ?? 'b0';
  return [
    '  split_clients "$request_id" $andaman_new_cohort {',
    ...buckets.slice(0, 99).map((bucket) => `    1% ${bucket};`),
    '    * 99;',
    '  }',
    '  map $cookie_mf_cohort $andaman_cohort {',
    '    "~^[0-9]{1,2}$" $cookie_mf_cohort;',
    '    default $andaman_new_cohort;',
    '  }',
    '  map $cookie_mf_cohort $andaman_cohort_cookie {',
    '    "~^[0-9]{1,2}$" "";',
    `    default "mf_cohort=$andaman_new_cohort; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax";`,
    '  }',
    '  map $andaman_cohort $andaman_cohort_tier {',
    ...buckets.map((bucket) => `    ${bucket} ${tierOf(bucket)};`),
    `    default ${tierOf(99)};`,
    '  }',
  ].join('\n');
}

/**
 * The `upstream` of the API: every instance with passive health checks (an instance that fails
 * `max_fails` times is left out for `fail_timeout`). With one instance it is listed twice, so the one
 * retry of an idempotent request (proxy_next_upstream) has somewhere to go while that API restarts.
 * No pooled connections: a POST written on a pooled connection to an instance that just died counts as
 * sent and is never retried, while a fresh connection that is refused goes to the next instance.
 */
export function apiUpstream(name: string, origins: string[]): string {
  const servers = origins.length === 1 ? [origins[0], origins[0]] : origins;
  const lines = servers.map(
    (origin) => `  server ${new URL(origin ?? '').host} max_fails=2 fail_timeout=5s;`,
  );
  return [`upstream ${name} {`, ...lines, '}'].join('\n');
}

/**
 * The shell's /api toward the API upstream: the product's 30 s timeout, a read (GET, HEAD) that finds no
 * API or a failing one tried once more on the next instance (nginx never retries a POST that was sent),
 * and nginx's own answers as JSON the site shows (the edge sends the same).
 */
const apiLocations = () => `    location /api/ {
      proxy_pass http://andaman_api;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_connect_timeout 5s;
      proxy_send_timeout 30s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 30s;
      error_page 502 503 = @api_unavailable;
      error_page 504 = @api_timeout;
      error_page 413 = @too_large;
    }
    location @api_unavailable {
      default_type application/json;
      add_header Cache-Control "no-store" always;
      return 503 '${jsonBody(UNAVAILABLE_MESSAGE)}';
    }
    location @api_timeout {
      default_type application/json;
      add_header Cache-Control "no-store" always;
      return 504 '${jsonBody(TIMEOUT_MESSAGE)}';
    }
    location @too_large {
      default_type application/json;
      add_header Cache-Control "no-store" always;
      return 413 '${jsonBody(`Request body is larger than ${BODY_LIMIT_BYTES} bytes`)}';
    }`;

export interface NginxClusterOptions {
  templates: string;
  /** The public origins: each app's name, role and the port nginx listens on. */
  apps: { name: string; role: AppRole; port: number }[];
  /** Each edge instance's ports, by app name. */
  edges: Record<string, number>[];
  /** The API instances, and the port nginx offers them on (the API's public origin). */
  apiOrigins: string[];
  apiPort: number;
  serverNames: string[];
  runDir: string;
  modules?: string[];
  user?: string | undefined;
}

/**
 * The cluster recipe's front: nginx on the public ports, each app's origin an `upstream` of the edge
 * instances and /api an `upstream` of the API instances, with passive health checks and one retry of an
 * idempotent request on another instance. The edges do the serving (headers, registry, first views).
 */
export function renderNginxCluster(options: NginxClusterOptions): string {
  const names = [...new Set(options.serverNames.map((name) => normaliseHost(name).replace(/:\d+$/, '')))];
  const upstream = (name: string, ports: number[]) =>
    [
      `upstream ${name} {`,
      ...ports.map((port) => `  server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`),
      '  keepalive 16;',
      '}',
    ].join('\n');
  const proxied = (target: string) => `      proxy_pass http://${target};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Connection "";
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_send_timeout 30s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;`;
  const servers = options.apps.map((app) => {
    const api = app.role === 'host' ? apiLocations() : '';
    return `  server {
    listen 127.0.0.1:${app.port};
    server_name ${names.join(' ')};
${api}
    location / {
${proxied(`edge_${app.name}`)}
    }
  }
  server {
    listen 127.0.0.1:${app.port} default_server;
    return 421;
  }`;
  });
  servers.push(`  server {
    listen 127.0.0.1:${options.apiPort};
    location / {
${proxied('andaman_api')}
    }
  }`);
  const upstreams = [
    apiUpstream('andaman_api', options.apiOrigins),
    ...options.apps.map((app) =>
      upstream(
        `edge_${app.name}`,
        options.edges.map((ports) => ports[app.name] ?? 0),
      ),
    ),
  ];
  return fill(readFileSync(join(options.templates, 'site.conf.template'), 'utf8'), {
    LOAD_MODULES: (options.modules ?? []).map((module) => `load_module ${module};`).join('\n'),
    USER: options.user ? `user ${options.user};` : '',
    RUN_DIR: options.runDir,
    COHORT_MAPS: '',
    UPSTREAMS: upstreams.join('\n'),
    SERVERS: servers.join('\n'),
  });
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
        API_LOCATIONS: apiLocations(),
        SITE_PAGES: sitePagesPattern(runtimeConfig.remotes.flatMap((remote) => remote.routes ?? [])),
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
    COHORT_MAPS: [
      cohortMaps(options.cohortTiers),
      ...runtimeConfig.remotes.map((remote) =>
        firstViewRootMap(
          remote,
          options.liveDir,
          options.apps.find((app) => app.name === remote.name)?.releasesDir,
        ),
      ),
    ].join('\n'),
    UPSTREAMS: apiUpstream('andaman_api', options.apiOrigins),
    SERVERS: servers.join('\n'),
  });
}
