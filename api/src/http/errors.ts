import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error meant for the client: its status and message are sent as `{ success: false, message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 with a message naming what was not found. */
export const notFound = (message: string) => new HttpError(404, message);
/** 400 for input the schema accepted but the data does not (e.g. an unknown id in a body). */
export const badRequest = (message: string) => new HttpError(400, message);
