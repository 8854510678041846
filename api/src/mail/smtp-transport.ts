import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox-worker';

/** How long a mail server may take before the attempt counts as failed (and is retried later). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends through the SMTP server at `url` (`smtp://host:port`, `smtps://user:pass@host:465`) with nodemailer,
 * one connection per message (the outbox sends few, and a fresh connection is how a server that came back
 * is found). `from` is the sender of every message.
 */
export const smtpTransport = (url: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
  };
};
