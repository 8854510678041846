import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { describeZodError } from './validation';

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

/**
 * `{ success: true, data }` checked with the response schema the site reads it by (`apiResponse(…)` of
 * `@andaman/shared/contracts`): the browser trusts what comes this way without parsing it again on a
 * page's first load (`apiRead`, `@andaman/shared/api-client/api-read`). An answer the schema refuses is
 * a bug of this server: it is not sent, and the request fails with a 500 that is logged.
 */
export const okWith = <S extends z.ZodType>(
  c: Context,
  schema: S,
  data: z.input<S> extends { data: infer D } ? D : never,
) => {
  const checked = schema.safeParse({ success: true, data });
  if (!checked.success) {
    throw new Error(
      `${c.req.method} ${c.req.path} answered outside its schema: ${describeZodError(checked.error)}`,
    );
  }
  return c.json(checked.data as object, 200);
};
