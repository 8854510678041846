/**
 * The one validation layer every request passes before a route sees it: a bounded body (drained, then 413),
 * an Origin check on state-changing methods, JSON only (415), a nesting-depth limit, no control characters
 * in the URL or in any string of the body, and a ceiling on string length. Routes then validate fields with
 * the shared zod schemas. Pure helpers are exported for their tests.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request body parsed by the edge (only for JSON bodies that passed its checks). */
    jsonBody: unknown;
  }
}

/** Deepest nesting of arrays and objects a JSON body may have (real payloads use 4). */
export const MAX_JSON_DEPTH = 16;
/** Longest string any JSON body may carry; fields have tighter limits in their schemas. */
export const MAX_STRING_LENGTH = 10_000;

/**
 * C0 control characters except tab, line feed and carriage return, and DEL. PostgreSQL cannot store NUL,
 * and none of them belongs in a name, an address or a message.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Any C0 control character or DEL, percent-encoded, in a URL. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** Whether the JSON text nests arrays/objects deeper than `max` (scanned without parsing, so never recursive). */
export const jsonDepthExceeds = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
};

/** A problem with one string of a parsed body: its path (`guests.0.name`, or `(key)` for an object key). */
export type StringProblem = { path: string; problem: 'control' | 'length' };

/**
 * The first string (value or key) of a parsed JSON value with a control character or longer than
 * `maxLength`, or `undefined`. Iterative, so depth never matters.
 */
export const findBadString = (value: unknown, maxLength = MAX_STRING_LENGTH): StringProblem | undefined => {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const check = (text: string, path: string): StringProblem | undefined => {
    if (CONTROL_CHARACTER.test(text)) return { path, problem: 'control' };
    if (text.length > maxLength) return { path, problem: 'length' };
    return undefined;
  };
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { value: current, path } = item;
    const join = (key: string) => (path === '' ? key : `${path}.${key}`);
    if (typeof current === 'string') {
      const found = check(current, path === '' ? 'body' : path);
      if (found) return found;
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => {
        stack.push({ value: entry, path: join(String(index)) });
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, entry] of Object.entries(current)) {
        const found = check(key, join('(key)'));
        if (found) return found;
        stack.push({ value: entry, path: join(key) });
      }
    }
  }
  return undefined;
};

/** Why a URL is refused, or `undefined`: control characters (encoded or not) or broken percent-encoding. */
export const urlProblem = (url: string): string | undefined => {
  const { pathname, search } = new URL(url);
  for (const part of [pathname, search]) {
    if (ENCODED_CONTROL.test(part) || CONTROL_CHARACTER.test(part))
      return 'The address must not contain control characters';
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return 'The address is not correctly encoded';
    }
  }
  return undefined;
};

/** Result of reading a body with a limit. */
export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; drained: boolean };

/**
 * Reads a request body up to `limit` bytes. A larger body is read on and thrown away up to `drainLimit`
 * bytes, so the connection is left clean (the client gets to read the answer instead of a reset); past
 * that it stops reading (`drained: false`) and the connection must be closed.
 */
export const readBody = async (
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  drainLimit: number,
): Promise<BodyRead> => {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > drainLimit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, drained: false };
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return { ok: false, drained: true };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a `Content-Type` header names JSON (`application/json`, any parameters). */
export const isJsonContentType = (header: string | undefined): boolean =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

export type EdgeOptions = {
  /** Largest body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Origins allowed to send state-changing requests (the site's); the request's own origin is allowed too. */
  allowedOrigins: ReadonlySet<string>;
  /** Paths under which state-changing requests may be forms instead of JSON (the hosted payment page). */
  formPaths: string[];
};

/**
 * The edge middleware for the public surface (`/api`, `/wp-json`, `/pay`). Errors are thrown as
 * `HttpError`s, so the app's error handler answers them in each surface's own format.
 */
export const edgeGuard = (options: EdgeOptions): MiddlewareHandler => {
  // Bodies a little over the limit are read to the end so the answer can be read by the client.
  const drainLimit = Math.max(options.bodyLimitBytes * 16, 4 * 1024 * 1024);
  return async (c, next) => {
    const problem = urlProblem(c.req.url);
    if (problem) throw new HttpError(400, problem);
    if (!STATE_CHANGING.has(c.req.method)) return next();

    const read = await readBody(c.req.raw.body, options.bodyLimitBytes, drainLimit);
    if (!read.ok) {
      // Never leave a keep-alive connection with unread bytes on it: close it after this answer.
      c.header('Connection', 'close');
      throw new HttpError(413, `Request body is larger than ${options.bodyLimitBytes} bytes`);
    }
    c.req.raw = new Request(c.req.raw, { body: read.bytes });

    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const own = new URL(c.req.url).origin;
      const host = c.req.header('host');
      const sameHost = host !== undefined && origin === `${new URL(c.req.url).protocol}//${host}`;
      if (origin !== own && !sameHost && !options.allowedOrigins.has(origin))
        throw new HttpError(403, 'Requests from this origin are not allowed');
    }
    if (options.formPaths.some((prefix) => c.req.path.startsWith(prefix))) return next();
    if (read.bytes.length === 0) return next();
    if (!isJsonContentType(c.req.header('content-type')))
      throw new HttpError(415, 'Content-Type must be application/json');

    const text = new TextDecoder().decode(read.bytes);
    if (text.trim() === '') return next();
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
      throw new HttpError(400, `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Request body must be valid JSON');
    }
    const bad = findBadString(value);
    if (bad?.problem === 'control')
      throw new HttpError(400, `${bad.path}: must not contain control characters`);
    if (bad?.problem === 'length')
      throw new HttpError(400, `${bad.path}: must be at most ${MAX_STRING_LENGTH} characters`);
    c.set('jsonBody', value);
    return next();
  };
};
