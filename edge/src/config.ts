// The edge's configuration: one JSON file (EDGE_CONFIG_FILE) written by whoever starts it (the start
// script, the cluster recipe, a deploy), plus DATABASE_URL from the environment for the registry.
// Everything the edge serves comes from here: it knows no workspace layout and no port scheme.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BODY_LIMIT_BYTES, UPSTREAM_TIMEOUT_MS } from './api-proxy.ts';

const appSchema = z.object({
  name: z.string().min(1),
  role: z.enum(['host', 'remote']),
  /** The port this instance listens on. */
  port: z.number().int().min(1).max(65_535),
  /** The folder served (the app's build). */
  root: z.string().min(1),
  /** A remote's published releases (`deploy/releases/<dir>`), served under /releases/<version>/. */
  releasesDir: z.string().optional(),
});
export type EdgeApp = z.infer<typeof appSchema>;

export const edgeConfigSchema = z.object({
  apps: z.array(appSchema).min(1),
  listenHost: z.string().default('127.0.0.1'),
  /** Where `/api` (and `/wp-json` without a WordPress) goes. */
  apiOrigin: z.url(),
  /** The API's readiness path (its database answers), probed while it is known to be down. */
  apiHealthPath: z.string().startsWith('/').default('/ready'),
  /** A WordPress that answers `/wp-json` instead of the API. */
  wordpressUrl: z.url().optional(),
  /** Where content images may come from (the API's public origin), allowed by the shell's CSP. */
  imageOrigins: z.array(z.string()).default([]),
  /** `pnpm dev --only <remote>`: that remote comes from its dev server, not from the registry. */
  devRemote: z.string().optional(),
  connectOrigins: z.array(z.string()).default([]),
  codeOrigins: z.array(z.string()).default([]),
  /** The `Host` values the edge answers (`localhost:3000`, `www.example.com`); anything else gets 421. */
  allowedHosts: z.array(z.string().min(1)).min(1),
  /** The release environment whose registry is served. */
  environment: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** The file registry's folder (used when no DATABASE_URL is set). */
  registryDir: z.string().min(1),
  upstreamTimeoutMs: z.number().int().positive().default(UPSTREAM_TIMEOUT_MS),
  bodyLimitBytes: z.number().int().positive().default(BODY_LIMIT_BYTES),
  /** How long SIGTERM waits for requests in flight before the process exits. */
  drainTimeoutMs: z.number().int().positive().default(10_000),
});
export type EdgeConfig = z.infer<typeof edgeConfigSchema>;
export type EdgeConfigInput = z.input<typeof edgeConfigSchema>;

/** The configuration named by EDGE_CONFIG_FILE, validated (a clear error names what is wrong). */
export function configFromEnv(env: NodeJS.ProcessEnv): EdgeConfig {
  const file = env.EDGE_CONFIG_FILE;
  if (!file) throw new Error('EDGE_CONFIG_FILE is not set: the edge needs its configuration file');
  const parsed = edgeConfigSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
