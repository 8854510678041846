import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** `{ success: true, message?, data }` with the given status (200 by default). */
export const ok = <T>(
  c: Context,
  data: T,
  options: { message?: string; status?: ContentfulStatusCode } = {},
) =>
  c.json(
    options.message === undefined
      ? { success: true as const, data }
      : { success: true as const, message: options.message, data },
    options.status ?? 200,
  );

/** `{ success: false, message }`. */
export const fail = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ success: false as const, message }, status);
