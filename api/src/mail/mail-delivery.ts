import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { createOutboxWorker } from './outbox-worker';
import { smtpTransport } from './smtp-transport';

/** How the API sends mail: through SMTP, or not at all (messages wait in the outbox). */
export type MailDelivery = { transport: 'smtp' | 'none'; stop: () => Promise<void> };

/** An SMTP URL without its password, for logs. */
export const redactedUrl = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

/**
 * Starts the outbox worker when `SMTP_URL` is set. Without it nothing is sent: messages wait in the outbox
 * (and are sent once a start has a URL), and the start says so.
 */
export const startMailDelivery = (
  db: Db,
  config: Pick<AppConfig, 'mail' | 'now'>,
  log: Pick<Logger, 'info' | 'warn' | 'error'>,
): MailDelivery => {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    log.warn('no mail transport set (SMTP_URL): e-mails are kept in the outbox, not sent');
    return { transport: 'none', stop: async () => {} };
  }
  const worker = createOutboxWorker({ db, transport: smtpTransport(smtpUrl, from), log, now: config.now });
  log.info({ smtp: redactedUrl(smtpUrl) }, 'email outbox: sending through SMTP');
  return { transport: 'smtp', stop: worker.stop };
};
