import { SEATS_TAKEN_CODE } from '@andaman/shared/contracts/payment';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error meant for the client: its status and message are sent as `{ success: false, message }`, with
 * `code` when a client acts on the kind of failure rather than on its wording.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 with a message naming what was not found. */
export const notFound = (message: string) => new HttpError(404, message);
/** 400 for input the schema accepted but the data does not (e.g. an unknown id in a body). */
export const badRequest = (message: string) => new HttpError(400, message);
/**
 * 409 for ferry places that are no longer for sale (sold, held by someone else, or fewer left than asked):
 * code `seats-taken`, so the site can offer to choose again.
 */
export const seatsTaken = (message: string) => new HttpError(409, message, SEATS_TAKEN_CODE);
