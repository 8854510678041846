import { activityBookingRequestSchemaOn } from '@andaman/shared/contracts/activities';
import { holidayBookingRequestSchemaOn } from '@andaman/shared/contracts/holiday-booking';
import { hotelBookingRequestSchemaOn } from '@andaman/shared/contracts/hotel-booking';
import { hotelStayPrice } from '@andaman/shared/rules/hotel-price';
import { packageTotal } from '@andaman/shared/rules/package-total';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  activityBookings,
  holidayBookings,
  holidayPackages,
  hotelBookings,
  hotels,
  roomTypes,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { HttpError, notFound } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { parseWith, readJsonValue } from '../../http/validation';
import { hotelRequestEmail, packageRequestEmail } from '../../mail/messages';
import { outboxFor } from '../../mail/outbox';
import { activityTotal } from '../activities/pricing';
import { requireActivity } from '../activities/routes';
import { newBookingId, ownerTokenAnswer, registerBooking } from '../trips/owners';
import { earliestBookableDay, isBeforeDay } from './rules';

/**
 * `POST /activity-bookings`, `POST /hotel-bookings`, `POST /holiday-package-bookings` (idempotent). Each
 * booking gets a random public id (`id` in the answer), a reference and an owner token (rule trips.reference,
 * rule trips.owner-token); the token is in the answer once and stored only as a hash (a replay of the
 * request gets a fresh one). `reference` is on every booking row for whatever reports it later (e-mails).
 */
export const bookingRoutes = ({ db, config, controls }: Deps) => {
  // The shared contracts, with dates held to the booking horizon of this server's clock.
  const activityBookingRequestSchema = activityBookingRequestSchemaOn(config.now);
  const hotelBookingRequestSchema = hotelBookingRequestSchemaOn(config.now);
  const holidayBookingRequestSchema = holidayBookingRequestSchemaOn(config.now);
  const keyed = { db, now: config.now, controls, stored: ownerTokenAnswer(config.now) };
  const outbox = outboxFor(config);
  const notInPast = (field: string, value: string) => {
    if (isBeforeDay(value, earliestBookableDay(config.now())))
      throw new HttpError(400, `${field}: must not be in the past`);
  };

  return new Hono()
    .post('/activity-bookings', async (c) => {
      const raw = await readJsonValue(c);
      return idempotent(c, keyed, 'POST /activity-bookings', raw, async (tx) => {
        const body = parseWith(activityBookingRequestSchema, raw);
        notInPast('startDate', body.startDate);
        const activity = await requireActivity(tx, body.activityId);
        const receipt = await registerBooking(tx, {
          kind: 'activity',
          email: body.clientEmail,
          now: config.now(),
        });
        const [row] = await tx
          .insert(activityBookings)
          .values({
            ...body,
            publicId: newBookingId(),
            reference: receipt.reference,
            total: activityTotal(activity, body.clientCount),
            createdAt: config.now(),
          })
          .returning();
        if (!row?.publicId) throw new Error('insert returned nothing');
        return ok(
          c,
          {
            id: row.publicId,
            ...receipt,
            activityId: row.activityId,
            clientCount: row.clientCount,
            clientName: row.clientName,
            clientEmail: row.clientEmail,
            clientPhone: row.clientPhone,
            startDate: row.startDate,
            nationality: row.nationality,
            specialRequests: row.specialRequests,
            total: row.total,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
          },
          { status: 201, message: 'Activity booked successfully.' },
        );
      });
    })
    .post('/hotel-bookings', async (c) => {
      const raw = await readJsonValue(c);
      return idempotent(c, keyed, 'POST /hotel-bookings', raw, async (tx) => {
        const body = parseWith(hotelBookingRequestSchema, raw);
        notInPast('checkIn', body.checkIn);
        const [room] = await tx.select().from(roomTypes).where(eq(roomTypes.id, body.roomTypeId));
        if (!room) throw notFound(`Room type ${body.roomTypeId} not found`);
        const [hotel] = await tx
          .select({ name: hotels.name })
          .from(hotels)
          .where(eq(hotels.id, room.hotelId));
        const { guests, contactName, contactEmail, contactPhone, contactPhoneAlt } = body;
        // The price the checkout showed, from the same rule (rule hotels.price.per-room-night).
        const price = hotelStayPrice(room, { ...body, guests: body.guestCount });
        const receipt = await registerBooking(tx, { kind: 'hotel', email: contactEmail, now: config.now() });
        const [row] = await tx
          .insert(hotelBookings)
          .values({
            publicId: newBookingId(),
            reference: receipt.reference,
            roomTypeId: room.id,
            hotelId: room.hotelId,
            checkIn: body.checkIn,
            checkOut: body.checkOut,
            nights: price.nights,
            guestCount: body.guestCount,
            total: price.total,
            roomCount: body.roomCount,
            contact: { contactName, contactEmail, contactPhone, contactPhoneAlt },
            guests,
            status: 'REQUESTED',
            createdAt: config.now(),
          })
          .returning();
        if (!row?.publicId) throw new Error('insert returned nothing');
        await outbox.enqueue(tx, [
          hotelRequestEmail(
            {
              reference: receipt.reference,
              contactName,
              contactEmail,
              contactPhone,
              hotelName: hotel?.name ?? '',
              roomName: room.name,
              checkIn: row.checkIn,
              checkOut: row.checkOut,
              nights: row.nights,
              guestCount: row.guestCount,
              roomCount: row.roomCount,
              total: row.total,
            },
            outbox.addresses,
          ),
        ]);
        return ok(
          c,
          {
            id: row.publicId,
            ...receipt,
            roomTypeId: row.roomTypeId,
            hotelId: row.hotelId,
            checkIn: row.checkIn,
            checkOut: row.checkOut,
            nights: row.nights,
            guestCount: row.guestCount,
            roomCount: row.roomCount,
            total: row.total,
            status: 'REQUESTED' as const,
            createdAt: row.createdAt.toISOString(),
          },
          { status: 201, message: 'Hotel booking request created successfully.' },
        );
      });
    })
    .post('/holiday-package-bookings', async (c) => {
      const raw = await readJsonValue(c);
      return idempotent(c, keyed, 'POST /holiday-package-bookings', raw, async (tx) => {
        const body = parseWith(holidayBookingRequestSchema, raw);
        notInPast('checkIn', body.checkIn);
        const [pkg] = await tx
          .select()
          .from(holidayPackages)
          .where(eq(holidayPackages.id, body.holidayPackageId));
        if (!pkg) throw notFound('Holiday package not found');
        if (body.guestCount > pkg.totalPerson) {
          throw new HttpError(422, 'Guests cannot be more than total person in the package');
        }
        const { guests, contactName, contactEmail, contactPhone, contactPhoneAlt } = body;
        const receipt = await registerBooking(tx, {
          kind: 'holiday',
          email: contactEmail,
          now: config.now(),
        });
        const [row] = await tx
          .insert(holidayBookings)
          .values({
            publicId: newBookingId(),
            reference: receipt.reference,
            holidayPackageId: pkg.id,
            checkIn: body.checkIn,
            guestCount: body.guestCount,
            total: packageTotal(pkg.price, body.guestCount),
            contact: { contactName, contactEmail, contactPhone, contactPhoneAlt },
            guests,
            status: 'REQUESTED',
            createdAt: config.now(),
          })
          .returning();
        if (!row?.publicId) throw new Error('insert returned nothing');
        await outbox.enqueue(tx, [
          packageRequestEmail(
            {
              reference: receipt.reference,
              contactName,
              contactEmail,
              contactPhone,
              packageName: pkg.name,
              nights: pkg.nights,
              checkIn: row.checkIn,
              guestCount: row.guestCount,
              total: row.total,
            },
            outbox.addresses,
          ),
        ]);
        return ok(
          c,
          {
            id: row.publicId,
            ...receipt,
            holidayPackageId: row.holidayPackageId,
            checkIn: row.checkIn,
            guestCount: row.guestCount,
            total: row.total,
            status: 'REQUESTED' as const,
            createdAt: row.createdAt.toISOString(),
          },
          { status: 201, message: 'Holiday package booking request sent successfully.' },
        );
      });
    });
};
