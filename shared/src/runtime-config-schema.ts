/**
 * The schema of the run-time configuration (`runtime-config.json`), apart from `remote-contract` so
 * that what every page imports (the contract's names and types) brings no validator with it. The
 * shell loads it only when the configuration it fetched carries no valid stamp
 * (`contracts/validation-stamp`); the build, the servers and `pnpm stamp-config` validate with it
 * before they stamp.
 */
// zod/mini: when the shell does validate in the browser, it does so before its first render.
import { isLocalOrigin, SHELL_ROUTES } from '@andaman/shared/remote-contract';
import { z } from 'zod/mini';

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
