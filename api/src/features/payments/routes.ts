import { randomBytes } from 'node:crypto';
import { paymentRequestSchema, transactionTypeOf } from '@andaman/shared/contracts/payment';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { payments } from '../../db/schema';
import { type Deps, publicOrigin } from '../../deps';
import { ok } from '../../http/envelope';
import { HttpError, notFound } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { parseWith, readJsonValue, readParam } from '../../http/validation';
import { outboxFor } from '../../mail/outbox';
import { sameAmount } from './amounts';
import { settlePayment } from './complete';
import { paymentConfirmation } from './confirmation';
import { errorPage, payPage } from './pay-page';
import { verifyPaymentEntries } from './verify';

const transactionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a transaction id');

const newTransactionId = () =>
  `TXN${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Strips the path from a URL so only `scheme://host:port` is compared and kept. */
const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The payment provider stand-in: `POST /payment` (idempotent) and `GET /payment/check-transaction-id/{id}`
 * under `/api`; the hosted page is mounted separately by `hostedPaymentRoutes`.
 */
export const paymentRoutes = ({ db, config, controls, log }: Deps) =>
  new Hono()
    .post('/payment', async (c) => {
      const raw = await readJsonValue(c);
      return idempotent(c, { db, now: config.now, controls }, 'POST /payment', raw, async (tx) => {
        const body = parseWith(paymentRequestSchema, raw);
        let returnOrigin = config.siteOrigin;
        if (body.return_origin !== undefined) {
          const origin = originOf(body.return_origin);
          const allowed = [config.siteOrigin, ...config.corsOrigins];
          if (!origin || !allowed.includes(origin)) {
            throw new HttpError(400, 'return_origin: is not an allowed site origin');
          }
          returnOrigin = origin;
        }
        if (controls.takePaymentFailure()) {
          throw new HttpError(503, 'Payment gateway is temporarily unavailable. Please try again.');
        }
        const price = await verifyPaymentEntries(tx, body.data, config.now());
        if (!sameAmount(body.payment_gateway_data.amount, price.total)) {
          throw new HttpError(
            400,
            `payment_gateway_data.amount: must be ${price.total}, the price of the items, not ${body.payment_gateway_data.amount}`,
          );
        }
        const first = body.data[0];
        if (!first) throw new HttpError(400, 'data: must list at least one item');
        const id = newTransactionId();
        const [row] = await tx
          .insert(payments)
          .values({
            id,
            merchantTransactionId: `MT${id.slice(3)}`,
            amount: price.total,
            email: body.payment_gateway_data.email,
            phone: body.payment_gateway_data.phone,
            transactionType: transactionTypeOf(first),
            items: body.data,
            status: 'PENDING',
            returnOrigin,
            createdAt: config.now(),
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        log.info({ transactionId: id, type: row.transactionType, amount: row.amount }, 'payment created');
        return ok(
          c,
          {
            merchantTransactionId: row.merchantTransactionId,
            transactionId: row.id,
            amount: row.amount,
            instrumentResponse: {
              type: 'PAY_PAGE' as const,
              redirectInfo: { url: `${publicOrigin(c, config)}/pay/${row.id}`, method: 'GET' as const },
            },
          },
          { message: 'Payment initiated' },
        );
      });
    })
    .get('/payment/check-transaction-id/:id', async (c) => {
      const id = readParam(c, 'id', transactionIdSchema);
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      if (!row) throw notFound(`Transaction ${id} not found`);
      return ok(c, {
        transactionId: row.id,
        paymentStatus: row.status,
        transactionType: row.transactionType,
        amount: row.amount,
        ...(row.status === 'FAILED' && row.failureReason ? { failureReason: row.failureReason } : {}),
      });
    });

/** `GET /pay/{id}` (the page) and `POST /pay/{id}` (Pay or Decline, then 303 back to the site). */
export const hostedPaymentRoutes = ({ db, config, log }: Deps) => {
  const outbox = outboxFor(config);
  return new Hono()
    .get('/pay/:id', async (c) => {
      const parsed = transactionIdSchema.safeParse(c.req.param('id'));
      const [row] = parsed.success
        ? await db.select().from(payments).where(eq(payments.id, parsed.data))
        : [];
      if (!row) return c.html(errorPage('Payment not found', 'This payment link is not valid.'), 404);
      return c.html(
        payPage({
          transactionId: row.id,
          amount: row.amount,
          email: row.email,
          transactionType: row.transactionType,
          status: row.status,
          returnUrl: `${row.returnOrigin}/payment-status/${row.id}`,
        }),
      );
    })
    .post('/pay/:id', async (c) => {
      const parsed = transactionIdSchema.safeParse(c.req.param('id'));
      if (!parsed.success)
        return c.html(errorPage('Payment not found', 'This payment link is not valid.'), 404);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const action = form.action;
      if (action !== 'pay' && action !== 'decline') {
        return c.html(errorPage('Choose Pay or Decline', 'The form was sent without a choice.'), 400);
      }
      const [row] = await db.select().from(payments).where(eq(payments.id, parsed.data));
      if (!row) return c.html(errorPage('Payment not found', 'This payment link is not valid.'), 404);
      const now = config.now();
      // The traveller's confirmation (rule payment.confirmation-email) is written with the payment.
      const status = await settlePayment(db, row.id, action, now, async (tx, payment) =>
        outbox.enqueue(tx, [await paymentConfirmation(tx, payment, outbox.addresses, now)]),
      );
      log.info({ transactionId: row.id, action, status }, 'payment settled');
      return c.redirect(`${row.returnOrigin}/payment-status/${encodeURIComponent(row.id)}`, 303);
    });
};
