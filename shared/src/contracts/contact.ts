import { apiResponse } from '@andaman/shared/contracts/common';
import { z } from 'zod';

/** Messages of the contact page form (spec 000 §5). */
export const contactMessages = {
  fullName: 'Full name is required',
  phone: 'Phone number is required',
  email: 'Invalid email',
} as const;

/** Contact page message: fullName, phone, email, optional message. */
export const contactMessageSchema = z.object({
  fullName: z.string({ error: contactMessages.fullName }).trim().min(1, contactMessages.fullName),
  phone: z.string({ error: contactMessages.phone }).trim().min(10, contactMessages.phone),
  email: z.email(contactMessages.email),
  message: z.string().optional(),
});
/** Contact page message. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Messages of the contact-us enquiry dialog (spec 000 §5). */
export const enquiryMessages = {
  fullName: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 digits',
} as const;

/** Contact-us dialog enquiry: fullName, email, phone, optional message. */
export const enquirySchema = z.object({
  fullName: z.string({ error: enquiryMessages.fullName }).trim().min(2, enquiryMessages.fullName),
  email: z.email(enquiryMessages.email),
  phone: z.string({ error: enquiryMessages.phone }).trim().min(10, enquiryMessages.phone),
  message: z.string().optional(),
});
/** Contact-us enquiry. */
export type Enquiry = z.infer<typeof enquirySchema>;

/** Low-wallet alert the ferry checkout e-mails to operator support: `{ title, body }`. */
export const lowWalletAlertSchema = z.object({
  title: z.string().trim().min(1, 'title is required'),
  body: z.string().trim().min(1, 'body is required'),
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
