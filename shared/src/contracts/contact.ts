import {
  apiResponse,
  emailSchema,
  maxName,
  phoneSchema,
  TEXT_LIMITS,
} from '@andaman/shared/contracts/common';

const maxMessage = `must be at most ${TEXT_LIMITS.message} characters`;

import { z } from 'zod';

/** Messages of the contact page form (rule contact.form.full-name and beside it). */
export const contactMessages = {
  fullName: 'Full name is required',
  phone: 'Phone number is required',
  email: 'Invalid email',
} as const;

/** Contact page message: fullName, phone, email, optional message. */
export const contactMessageSchema = z.object({
  fullName: z
    .string({ error: contactMessages.fullName })
    .trim()
    .min(1, contactMessages.fullName)
    .max(TEXT_LIMITS.name, maxName),
  phone: phoneSchema(contactMessages.phone),
  email: emailSchema(contactMessages.email),
  message: z.string().max(TEXT_LIMITS.message, maxMessage).optional(),
});
/** Contact page message. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Messages of the contact-us enquiry dialog (rule contact.enquiry.name-min and beside it). */
export const enquiryMessages = {
  fullName: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 digits',
} as const;

/** Contact-us dialog enquiry: fullName, email, phone, optional message. */
export const enquirySchema = z.object({
  fullName: z
    .string({ error: enquiryMessages.fullName })
    .trim()
    .min(2, enquiryMessages.fullName)
    .max(TEXT_LIMITS.name, maxName),
  email: emailSchema(enquiryMessages.email),
  phone: phoneSchema(enquiryMessages.phone),
  message: z.string().max(TEXT_LIMITS.message, maxMessage).optional(),
});
/** Contact-us enquiry. */
export type Enquiry = z.infer<typeof enquirySchema>;

/** Low-wallet alert the ferry checkout e-mails to operator support: `{ title, body }`. */
export const lowWalletAlertSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'title is required')
    .max(TEXT_LIMITS.line, `must be at most ${TEXT_LIMITS.line} characters`),
  body: z.string().trim().min(1, 'body is required').max(TEXT_LIMITS.message, maxMessage),
});
/** Low-wallet alert e-mail. */
export type LowWalletAlert = z.infer<typeof lowWalletAlertSchema>;

/**
 * `POST /api/common/email` body: a low-wallet alert (`title` + `body`) or a contact message / enquiry
 * (`fullName`, `email`, `phone`, optional `message`; the looser contact-page rules apply on the server).
 */
export const emailRequestSchema = z.union([lowWalletAlertSchema, contactMessageSchema]);
/** Any e-mail request the site sends. */
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** A stored e-mail as the API returns it. */
export const emailRecordSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['contact', 'alert']),
  createdAt: z.string(),
});

/** `POST /api/common/email` → `{ success, message: 'Email sent successfully.', data: { id, kind, createdAt } }`. */
export const emailResponseSchema = apiResponse(emailRecordSchema);
