import { z } from 'zod';

/**
 * A message as the local mail sink (`api/src/mail-sink`, run by `npm start`) received it, and its
 * `GET /messages` answer: what the API's tests and the end-to-end tests read.
 */
export const receivedMailSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  messageId: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  replyTo: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
/** A received message. */
export type ReceivedMail = z.infer<typeof receivedMailSchema>;

/** `GET /messages` of the mail sink. */
export const mailSinkMessagesSchema = z.object({ messages: z.array(receivedMailSchema) });
