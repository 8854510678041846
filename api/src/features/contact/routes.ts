import { emailRequestSchema } from '@andaman/shared/contracts/contact';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/validation';
import { contactEmail, lowWalletAlertEmail } from '../../mail/messages';
import { outboxFor } from '../../mail/outbox';

/**
 * `POST /common/email`: contact messages, enquiries and low-wallet alerts. Stored as asked and, in the same
 * transaction, put in the outbox for the business inbox (rule contact.inbox); the outbox worker sends it.
 */
export const contactRoutes = ({ db, config, log }: Deps) => {
  const outbox = outboxFor(config);
  return new Hono().post('/common/email', async (c) => {
    const body = await readJson(c, emailRequestSchema);
    const kind = 'title' in body ? ('alert' as const) : ('contact' as const);
    const row = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const [stored] = await txDb
        .insert(emails)
        .values({ kind, payload: body, createdAt: config.now() })
        .returning();
      await outbox.enqueue(txDb, [
        'title' in body ? lowWalletAlertEmail(body, outbox.addresses) : contactEmail(body, outbox.addresses),
      ]);
      return stored;
    });
    if (!row) throw new Error('insert returned nothing');
    log.info({ emailId: row.id, kind }, 'email stored');
    return ok(
      c,
      { id: row.id, kind, createdAt: row.createdAt.toISOString() },
      { status: 201, message: 'Email sent successfully.' },
    );
  });
};
