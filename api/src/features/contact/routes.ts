import { emailRequestSchema } from '@andaman/shared/contracts/contact';
import { Hono } from 'hono';
import { emails } from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/validation';

/**
 * `POST /common/email`: contact messages, enquiries and low-wallet alerts. Stored, never sent: this
 * server stands in for the mail relay.
 */
export const contactRoutes = ({ db, config, log }: Deps) =>
  new Hono().post('/common/email', async (c) => {
    const body = await readJson(c, emailRequestSchema);
    const kind = 'title' in body ? ('alert' as const) : ('contact' as const);
    const [row] = await db
      .insert(emails)
      .values({ kind, payload: body, createdAt: config.now() })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    log.info({ emailId: row.id, kind }, 'email stored');
    return ok(
      c,
      { id: row.id, kind, createdAt: row.createdAt.toISOString() },
      { status: 201, message: 'Email sent successfully.' },
    );
  });
