/**
 * What the shell reports about real visits (`POST /api/telemetry`, in batches), each event tagged
 * with the remote it concerns, that remote's release version (`remote@version`), the visitor's side
 * of a rollout and the environment, so figures can be kept per release:
 * - `page`: one page load shown by a remote (the sample every rate is counted on);
 * - `vital`: a Core Web Vital of that page load (web-vitals: LCP, INP, CLS);
 * - `error`: an uncaught error or unhandled rejection on that page;
 * - `remote-load`: a remote's module load, its time and whether it failed.
 */
import { TELEMETRY_MAX_BATCH } from '@andaman/shared/contracts/telemetry-limits';
import { z } from 'zod';

export { TELEMETRY_MAX_BATCH };

/** What every event carries: which release of which remote, for which visitor cohort, where. */
const releaseTags = {
  /** The remote the event concerns (the page's remote; `shell` for the shell's own pages). */
  remote: z.string().min(1).max(64),
  /** The release version in force, when the remote comes from the registry or an override. */
  version: z.string().max(64).optional(),
  /** The visitor's side of a rollout of that remote (`rollout` gets the new release). */
  cohort: z.enum(['current', 'rollout', 'override']).optional(),
  /** The registry's environment. */
  environment: z.string().max(64).optional(),
  /** The page's path. */
  page: z.string().max(500),
  at: z.iso.datetime(),
};

export const remoteLoadEventSchema = z.object({
  type: z.literal('remote-load'),
  ...releaseTags,
  /** The module asked for, e.g. `hotels/routes`. */
  module: z.string().min(1).max(200),
  ok: z.boolean(),
  /** Milliseconds until the module was ready or the load gave up (retries included). */
  ms: z.number().nonnegative().max(600_000),
  overridden: z.boolean(),
  error: z.string().max(2000).optional(),
});

export const pageEventSchema = z.object({ type: z.literal('page'), ...releaseTags });

/** The Core Web Vitals kept per release. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;

export const vitalEventSchema = z.object({
  type: z.literal('vital'),
  ...releaseTags,
  name: z.enum(VITAL_NAMES),
  /** Milliseconds for LCP and INP, a unitless score for CLS. */
  value: z.number().nonnegative().max(600_000),
});

export const errorEventSchema = z.object({
  type: z.literal('error'),
  ...releaseTags,
  message: z.string().max(2000),
  /** The script the error came from, when the browser tells. */
  source: z.string().max(500).optional(),
});

export const telemetryEventSchema = z.discriminatedUnion('type', [
  remoteLoadEventSchema,
  pageEventSchema,
  vitalEventSchema,
  errorEventSchema,
]);
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;
export type RemoteLoadEvent = z.infer<typeof remoteLoadEventSchema>;

export const telemetryBatchSchema = z.object({
  events: z.array(telemetryEventSchema).min(1).max(TELEMETRY_MAX_BATCH),
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

/** Real-user figures of one release (`GET /api/telemetry/releases`). */
export const releaseFiguresSchema = z.object({
  /** Page loads. */
  samples: z.number().int().nonnegative(),
  /** Uncaught errors and failed remote loads. */
  errors: z.number().int().nonnegative(),
  errorRate: z.number().nonnegative(),
  lcpP75: z.number().nullable(),
  inpP75: z.number().nullable(),
  clsP75: z.number().nullable(),
});
export type ReleaseFigures = z.infer<typeof releaseFiguresSchema>;

/** Per remote, per version. */
export const releaseFiguresResponseSchema = z.object({
  environment: z.string(),
  remotes: z.record(z.string(), z.record(z.string(), releaseFiguresSchema)),
});
