/** What the shell reports through its telemetry hook (`POST /api/telemetry`), in batches. */
import { TELEMETRY_MAX_BATCH } from '@andaman/shared/contracts/telemetry-limits';
import { z } from 'zod';

export { TELEMETRY_MAX_BATCH };

export const telemetryEventSchema = z.object({
  type: z.literal('remote-load'),
  remote: z.string().min(1).max(64),
  /** The module asked for, e.g. `hotels/routes`. */
  module: z.string().min(1).max(200),
  ok: z.boolean(),
  /** Milliseconds until the module was ready or the load gave up (retries included). */
  ms: z.number().nonnegative().max(600_000),
  /** The release version in force, when the remote comes from the registry or an override. */
  version: z.string().max(64).optional(),
  overridden: z.boolean(),
  error: z.string().max(2000).optional(),
  /** The page's path. */
  page: z.string().max(500),
  at: z.iso.datetime(),
});
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

export const telemetryBatchSchema = z.object({
  events: z.array(telemetryEventSchema).min(1).max(TELEMETRY_MAX_BATCH),
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;
