import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { emails, wallets } from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/validation';
import { resetToSeed } from '../../seed';
import { storedRecordCounts } from './counts';
import { OPERATOR_NAMES } from './state';
import { wordpressControl } from './wordpress';

const walletSchema = z.object({
  operator: z.enum(['makruzz', 'nautika', 'greenOcean']),
  /** New balance; defaults to 0 ("low"). */
  amount: z.number().nonnegative().default(0),
});
const failPaymentsSchema = z.object({ count: z.number().int().min(0).max(100).default(1) });
const commentsSchema = z.object({ anonymous: z.boolean() });
const stallSchema = z.object({ ms: z.number().int().min(0).max(60_000) });
const latencySchema = z.object({
  path: z.string().startsWith('/', 'must start with /'),
  ms: z.number().int().min(0).max(60_000),
});
const operatorFailureSchema = z.object({
  operator: z.enum(OPERATOR_NAMES),
  /** e.g. `schedule_search`, `seat-layout`; all of the operator's endpoints when left out. */
  endpoint: z.string().optional(),
  enabled: z.boolean().default(true),
  status: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]).default(502),
  message: z.string().default(''),
});

/**
 * Controls for end-to-end tests, mounted at `/__test__` only when `API_TEST_MODE=1`:
 * reset, wallet, payment failures, anonymous comments, latency, operator failures, sent e-mails, and the
 * row counts of the tables visitors add to (`/counts`: probes check that refused requests stored nothing).
 */
export const testControlRoutes = ({ db, database, controls, log, config }: Deps) =>
  new Hono()
    .get('/state', (c) => ok(c, controls.snapshot()))
    .post('/reset', async (c) => {
      await resetToSeed(database);
      controls.reset();
      await wordpressControl(config.wordpress, 'reset', {});
      log.info('test controls: reset to seed');
      return ok(c, controls.snapshot(), { message: 'Reset to seed' });
    })
    .post('/wallet', async (c) => {
      const body = await readJson(c, walletSchema);
      await db.update(wallets).set({ balance: body.amount }).where(eq(wallets.operator, body.operator));
      return ok(c, body, { message: `${body.operator} wallet set to ${body.amount}` });
    })
    .post('/payments/fail-next', async (c) => {
      const body = await readJson(c, failPaymentsSchema);
      controls.failNextPayments = body.count;
      return ok(c, controls.snapshot());
    })
    .post('/idempotency/stall', async (c) => {
      const body = await readJson(c, stallSchema);
      controls.idempotencyStallMs = body.ms;
      return ok(c, controls.snapshot());
    })
    .post('/comments/anonymous', async (c) => {
      const body = await readJson(c, commentsSchema);
      controls.anonymousComments = body.anonymous;
      await wordpressControl(config.wordpress, 'anonymous-comments', { anonymous: body.anonymous });
      return ok(c, controls.snapshot());
    })
    .post('/latency', async (c) => {
      const body = await readJson(c, latencySchema);
      controls.latency = [
        ...controls.latency.filter((rule) => rule.prefix !== body.path),
        { prefix: body.path, ms: body.ms },
      ];
      return ok(c, controls.snapshot());
    })
    .delete('/latency', (c) => {
      controls.latency = [];
      return ok(c, controls.snapshot());
    })
    .post('/operators/fail', async (c) => {
      const body = await readJson(c, operatorFailureSchema);
      const key = body.endpoint ? `${body.operator}/${body.endpoint}` : body.operator;
      if (body.enabled) controls.operatorFailures.set(key, { status: body.status, message: body.message });
      else controls.operatorFailures.delete(key);
      return ok(c, controls.snapshot());
    })
    .get('/counts', async (c) => ok(c, await storedRecordCounts(db)))
    .get('/emails', async (c) => {
      const rows = await db.select().from(emails).orderBy(desc(emails.id)).limit(50);
      return ok(
        c,
        rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          payload: row.payload,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    });
