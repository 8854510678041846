import { randomUUID } from 'node:crypto';
import { count, eq, min } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { MailMessage } from './messages';

/** The domain of an address or `Name <address>` (`support@example.com` → `example.com`), for Message-IDs. */
export const domainOf = (address: string): string =>
  /@([A-Za-z0-9.-]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

/**
 * Puts messages in the outbox. Call it with the transaction that writes what the message reports, so both
 * are committed together or neither is: a booking never exists without its e-mail, nor an e-mail without
 * its booking. The outbox worker sends them.
 */
export const enqueueMail = async (
  db: Db,
  messages: readonly MailMessage[],
  { now, sender }: { now: Date; sender: string },
): Promise<void> => {
  if (messages.length === 0) return;
  const domain = domainOf(sender);
  await db.insert(emailOutbox).values(
    messages.map((m) => ({
      kind: m.kind,
      messageId: `<${randomUUID()}@${domain}>`,
      recipient: m.to,
      replyTo: m.replyTo ?? null,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
};

/** How many messages wait to be sent, how many were given up, and since when the oldest waits. */
export type OutboxDepth = { pending: number; failed: number; oldestPendingAt: string | null };

/** The outbox's depth, for readiness and operations (two index scans). */
export const outboxDepth = async (db: Db): Promise<OutboxDepth> => {
  const [pending] = await db
    .select({ n: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  const [failed] = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed'));
  const oldest = pending?.oldest ?? null;
  return {
    pending: pending?.n ?? 0,
    failed: failed?.n ?? 0,
    oldestPendingAt: oldest === null ? null : new Date(oldest).toISOString(),
  };
};

/** The outbox as a feature uses it: the addresses, and `enqueue` with the configured sender and clock. */
export const outboxFor = (config: Pick<AppConfig, 'mail' | 'now'>) => ({
  addresses: { businessInbox: config.mail.businessInbox },
  enqueue: (db: Db, messages: readonly MailMessage[]) =>
    enqueueMail(db, messages, { now: config.now(), sender: config.mail.from }),
});
