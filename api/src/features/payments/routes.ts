import { randomBytes } from 'node:crypto';
import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import { paymentRequestSchema, transactionTypeOf } from '@andaman/shared/contracts/payment';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { payments } from '../../db/schema';
import { type Deps, publicOrigin } from '../../deps';
import { ok } from '../../http/envelope';
import { HttpError, notFound } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { parseWith, readJsonValue } from '../../http/validation';
import { outboxFor } from '../../mail/outbox';
import { isOwner, ownerTokenAnswer, registerBooking } from '../trips/owners';
import { sameAmount } from './amounts';
import { settlePayment } from './complete';
import { paymentConfirmation } from './confirmation';
import { toPaymentItem } from './items';
import { ownedBookingReference } from './ownership';
import { errorPage, payPage } from './pay-page';
import { verifyPaymentEntries } from './verify';

const transactionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a transaction id');

/** A transaction id: 12 random bytes (96 bits), so one cannot be guessed from another. */
export const newTransactionId = () => `TXN${randomBytes(12).toString('hex').toUpperCase()}`;

/** The one answer for a transaction that does not exist or is not the asker's (rule trips.not-found). */
export const TRANSACTION_NOT_FOUND_MESSAGE = 'Transaction not found';

/** What a refused amount says: that it differs, never what the items cost (rule trips.no-prices-in-errors). */
export const AMOUNT_MISMATCH_MESSAGE = 'payment_gateway_data.amount: does not match the price of the items';

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
 * under `/api`; the hosted page is mounted separately by `hostedPaymentRoutes`. A payment pays one booking:
 * an activity, hotel or package booking its owner names with the owner token, or a ferry purchase, which is
 * registered as a booking of its own (a reference and an owner token, given in the answer). Checking a
 * transaction needs the owner token of its booking.
 */
export const paymentRoutes = ({ db, config, controls, log }: Deps) =>
  new Hono()
    .post('/payment', async (c) => {
      const raw = await readJsonValue(c);
      const keyed = { db, now: config.now, controls, stored: ownerTokenAnswer(config.now) };
      return idempotent(c, keyed, 'POST /payment', raw, async (tx) => {
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
        const booked = await ownedBookingReference(tx, body.data);
        const items = body.data.map(toPaymentItem);
        const price = await verifyPaymentEntries(tx, items, config.now());
        if (!sameAmount(body.payment_gateway_data.amount, price.total)) {
          throw new HttpError(400, AMOUNT_MISMATCH_MESSAGE);
        }
        const first = body.data[0];
        if (!first) throw new HttpError(400, 'data: must list at least one item');
        const purchase =
          booked === undefined
            ? await registerBooking(tx, {
                kind: 'ferry',
                email: body.payment_gateway_data.email,
                now: config.now(),
              })
            : undefined;
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
            items,
            status: 'PENDING',
            returnOrigin,
            createdAt: config.now(),
            reference: purchase?.reference ?? booked,
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
            reference: row.reference,
            ...(purchase ? { ownerToken: purchase.ownerToken } : {}),
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
      const id = transactionIdSchema.safeParse(c.req.param('id'));
      const [row] = id.success ? await db.select().from(payments).where(eq(payments.id, id.data)) : [];
      if (!row || !(await isOwner(db, row.reference, c.req.header(BOOKING_TOKEN_HEADER)))) {
        throw notFound(TRANSACTION_NOT_FOUND_MESSAGE);
      }
      return ok(c, {
        transactionId: row.id,
        reference: row.reference,
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
