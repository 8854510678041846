import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';

/** `field.path: message` for the first issue, so the client learns which field is wrong. */
export const describeZodError = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
};

/** Parses `value` with `schema` or throws a 400 naming the field. */
export const parseWith = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeZodError(result.error));
  return result.data;
};

/** Reads the JSON body (400 when it is not JSON) and validates it. */
export const readJson = async <T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> =>
  parseWith(schema, await readJsonValue(c));

/** The JSON body (as parsed and checked by the edge, `./edge.ts`); 400 when missing or malformed. */
export const readJsonValue = async (c: Context): Promise<unknown> => {
  const parsed = c.get('jsonBody');
  if (parsed !== undefined) return parsed;
  const text = await c.req.text();
  if (text.trim() === '') throw new HttpError(400, 'Request body must be JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
};

/**
 * The query string as an object: a parameter given once is a string, a repeated one an array
 * (`?category=A&category=B`).
 */
export const queryObject = (c: Context): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    const isList = key.endsWith('[]');
    const name = isList ? key.slice(0, -2) : key;
    const previous = out[name];
    const merged = [
      ...(previous === undefined ? [] : Array.isArray(previous) ? previous : [previous]),
      ...values,
    ];
    out[name] = merged.length === 1 && !isList ? (merged[0] ?? '') : merged;
  }
  return out;
};

/** Validates the query string. */
export const readQuery = <T extends z.ZodType>(c: Context, schema: T): z.output<T> =>
  parseWith(schema, queryObject(c));

/** Validates one path parameter. */
export const readParam = <T extends z.ZodType>(c: Context, name: string, schema: T): z.output<T> => {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) throw new HttpError(400, `${name}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
};
