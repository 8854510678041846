import { ApiError, apiPost, serverMessage } from '@andaman/shared/api-client/http';
import type { ContactMessage, Enquiry } from '@andaman/shared/contracts/contact';
import { emailResponseSchema } from '@andaman/shared/contracts/contact';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** `POST /common/email` (rule contact.api.email). */
export const EMAIL_PATH = '/common/email';

/** Toast after a contact message or enquiry is sent (rule contact.success, rule contact.enquiry.success). */
export const EMAIL_SENT_MESSAGE = 'Email sent successfully.';

/** Contact page failure without a server message, spelled so (rule contact.error). */
export const CONTACT_ERROR_MESSAGE = 'An error occured.';

/** Enquiry dialog failure without a server message (rule contact.enquiry.error). */
export const ENQUIRY_ERROR_MESSAGE = 'An error occurred';

/**
 * Sends a contact message or an enquiry. Rejects with an `ApiError` whose message is the server's, else
 * `fallbackMessage`, for every failure (also when the server answers `success: false`, or not at all).
 */
export async function sendEmail(body: ContactMessage | Enquiry, fallbackMessage: string): Promise<void> {
  const response = await apiPost(EMAIL_PATH, body, emailResponseSchema, {
    fallbackMessage,
    unexpectedMessage: fallbackMessage,
  });
  if (!response.success) {
    throw new ApiError(serverMessage(response) ?? fallbackMessage, { body: response });
  }
}

/** Which form sends: they differ only in the failure message without a server message. */
export type EmailForm = 'contact' | 'enquiry';

const FALLBACK: Record<EmailForm, string> = {
  contact: CONTACT_ERROR_MESSAGE,
  enquiry: ENQUIRY_ERROR_MESSAGE,
};

/** "Email sent successfully." on success; the server's message or the form's fallback on failure. */
export const sendEmailMutation = (form: EmailForm) =>
  mutationOptions({
    mutationKey: ['email', form],
    mutationFn: (body: ContactMessage | Enquiry) => sendEmail(body, FALLBACK[form]),
    meta: { successToast: EMAIL_SENT_MESSAGE, errorToast: true },
  });

/** Sends the contact message or the enquiry (toasts come from the mutation's meta). */
export function useSendEmail(form: EmailForm) {
  return useMutation(sendEmailMutation(form));
}
