/**
 * The contract between the shell and every remote, and the run-time site configuration.
 *
 * A remote exposes `./routes` (a `RemoteRoutesModule`) and, optionally, one module per
 * home-page widget under `./widgets/<name>` (each a `RemoteWidgetModule`). The shell learns
 * where remotes live and which paths they own from `runtime-config.json`, served beside the
 * shell and replaceable per environment, so shipping a remote never needs a shell rebuild.
 *
 * Stateless (types, schema, constants): bundled into each app. The configuration itself, once
 * loaded, lives in the `@andaman/shared/runtime-config` singleton.
 */
import type { ComponentType } from 'react';
// zod/mini: the shell parses this configuration before its first render; classic zod would double
// the first screen's validation weight.
import { z } from 'zod/mini';

/** One page a remote owns: the shell mounts `Component` at `path` inside its layout. */
export interface RemoteRoute {
  /** A react-router path pattern, e.g. `/hotels/:hotelId`. */
  path: string;
  Component: ComponentType;
  /**
   * Starts loading the page's code without rendering it (idempotent; resolves when loaded). The shell
   * calls it on intent — a link to the page pointed at, focused or touched — so the click does not
   * wait for the download. Build both with `lazyRoute` (`@andaman/shared/lazy-route`).
   */
  preload?: () => Promise<unknown>;
  /**
   * Where antd's theme (its runtime and the brand theme, ~45 KB gzip of script) comes from.
   * `'page'` (the default): the shell renders the page inside `AntdTheme` and waits for it.
   * `'on-use'`: the page's first view renders no antd component, and each part that does wraps itself
   * in `AntdTheme` (the shared date fields do so for their picker, `AutoCarousel` for its slider), so
   * the theme loads when such a part first renders. A page that declares `'on-use'` and renders an
   * antd component outside `AntdTheme` shows it in antd's default look.
   */
  antdTheme?: 'page' | 'on-use';
}

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/** What a remote exposes as `./widgets/<name>`: one component the shell renders in a slot. */
export interface RemoteWidgetModule<Props extends object = Record<string, never>> {
  default: ComponentType<Props>;
}

/** The name of the module every remote exposes with its route objects. */
export const ROUTES_EXPOSE = 'routes';

const pathPattern = z
  .string()
  .check(z.regex(/^\/[A-Za-z0-9\-_/:]*$/, 'Route paths start with / and contain only path characters'));

/** One remote as the shell finds it at run time: its container name, manifest and owned paths. */
export const remoteDefinitionSchema = z.object({
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'Remote names are lower-case identifiers')),
  entry: z.url(),
  routes: z.array(pathPattern),
  /**
   * A real path for each route with parameters (`"/hotels/:hotelId": "/hotels/3"`), so the
   * accessibility gate, the smoke tests and `pnpm bench` can visit every route a remote declares.
   */
  samples: z.optional(z.record(pathPattern, z.string().check(z.startsWith('/')))),
  /**
   * Where this remote's immutable releases live (`<releases><version>/mf-manifest.json`). When the
   * environment's registry points the remote at a release, the shell loads that release instead of
   * `entry` (see `shared/src/contracts/release-registry.ts`).
   */
  releases: z.optional(z.url()),
});
export type RemoteDefinition = z.infer<typeof remoteDefinitionSchema>;

/** Paths the shell itself owns; a remote claiming one of them is a configuration error. */
export const SHELL_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/privacy-policy',
  '/refund-and-cancellation',
  '/terms-and-conditions',
  '/payment-status/:transactionId',
  '/thank-you-ferry',
  '/thank-you-activities',
  '/thank-you-holidays',
] as const;

/** localhost, 127.0.0.0/8 or [::1]: a developer's machine. */
export const isLocalOrigin = (origin: string) =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(origin).hostname);

/** The whole run-time configuration served beside the shell as `/runtime-config.json`. */
export const runtimeConfigSchema = z
  .object({
    /** The environment's name (`local`, `test`, `staging`, `production`…). */
    environment: z.optional(z.string().check(z.minLength(1))),
    remotes: z.array(remoteDefinitionSchema),
    api: z.object({
      baseUrl: z.string().check(z.minLength(1)),
      contentBaseUrl: z.string().check(z.minLength(1)),
    }),
    contact: z.object({
      /** `tel:` link of the floating call button. */
      callLink: z.string().check(z.minLength(1)),
      /** WhatsApp chat link. */
      whatsAppLink: z.string().check(z.minLength(1)),
      /** Operator-support address named in the low-wallet message. */
      supportEmail: z.email(),
    }),
    /** Origins the payment provider may redirect to (anything else is refused). */
    paymentOrigins: z.array(z.url()),
    /**
     * The environment's release registry (revalidated on every page load); remotes it points at a
     * release load that release. Without it every remote loads its `entry`.
     */
    registry: z.optional(z.string().check(z.minLength(1))),
    /**
     * Origins QA may point a remote at with `?mf-override=` (anything else is ignored with a
     * warning). Production configurations list no `localhost` origin.
     */
    overrideOrigins: z.optional(z.array(z.url())),
    /** Where load failures and timings are reported (batched `POST`); nothing is sent when unset. */
    telemetryUrl: z.optional(z.string().check(z.minLength(1))),
    /** Tag-manager container id; the script loads only when set. */
    tagManagerId: z.optional(z.string().check(z.regex(/^GTM-[A-Z0-9]+$/))),
  })
  .check(
    z.superRefine((config, ctx) => {
      if (config.environment === 'production') {
        (config.overrideOrigins ?? []).forEach((origin, index) => {
          if (isLocalOrigin(origin)) {
            ctx.addIssue({
              code: 'custom',
              path: ['overrideOrigins', index],
              message: `${origin}: overrides to a local machine are for development and test environments only`,
            });
          }
        });
      }
      const owner = new Map<string, string>(SHELL_ROUTES.map((path) => [path, 'shell']));
      const names = new Set<string>();
      config.remotes.forEach((remote, index) => {
        if (names.has(remote.name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['remotes', index, 'name'],
            message: `Duplicate remote ${remote.name}`,
          });
        }
        names.add(remote.name);
        for (const path of remote.routes) {
          const current = owner.get(path);
          if (current) {
            ctx.addIssue({
              code: 'custom',
              path: ['remotes', index, 'routes'],
              message: `${path} is owned by ${current}; each path belongs to exactly one app`,
            });
          }
          owner.set(path, remote.name);
        }
      });
    }),
  );
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
