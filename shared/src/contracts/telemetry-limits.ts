/**
 * Limits of the telemetry contract, apart from its schemas: the shell batches by them on its first
 * screen without loading zod (type-only imports of `contracts/telemetry` are erased).
 */

/** Most events one `POST /api/telemetry` carries. */
export const TELEMETRY_MAX_BATCH = 50;
