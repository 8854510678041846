import { ApiError, apiPost, serverMessage } from '@andaman/shared/api-client/http';
import type { ContactMessage, Enquiry } from '@andaman/shared/contracts/contact';
import { emailResponseSchema } from '@andaman/shared/contracts/contact';

/** `POST /common/email` (spec 000 §7). */
export const EMAIL_PATH = '/common/email';

/** Toast after a contact message or enquiry is sent (spec 000 §8). */
export const EMAIL_SENT_MESSAGE = 'Email sent successfully.';

/** Contact page failure without a server message (spec 000 §8, spelled as specified). */
export const CONTACT_ERROR_MESSAGE = 'An error occured.';

/** Enquiry dialog failure without a server message (spec 000 §8). */
export const ENQUIRY_ERROR_MESSAGE = 'An error occurred';

/**
 * Sends a contact message or an enquiry. Rejects with an `ApiError` whose message is the server's, else
 * `fallbackMessage` (also when the server answers `success: false`).
 */
export async function sendEmail(body: ContactMessage | Enquiry, fallbackMessage: string): Promise<void> {
  const response = await apiPost(EMAIL_PATH, body, emailResponseSchema, { fallbackMessage });
  if (!response.success) {
    throw new ApiError(serverMessage(response) ?? fallbackMessage, { body: response });
  }
}

/** The message to show for a failed send: the server's (carried by `ApiError`), else the fallback. */
export function emailErrorMessage(error: unknown, fallbackMessage: string): string {
  return error instanceof ApiError && error.message ? error.message : fallbackMessage;
}
