import {
  GREEN_OCEAN_CLASSES,
  type GreenOceanRoute,
  greenOceanRouteDetailsRequestSchema,
  greenOceanRouteDetailsResponseSchema,
  greenOceanSeatBlockRequestSchema,
  greenOceanSeatLayoutRequestSchema,
  makruzzScheduleSearchRequestSchema,
  makruzzScheduleSearchResponseSchema,
  nautikaTripDataRequestSchema,
  nautikaTripDataResponseSchema,
  walletBalancesQuerySchema,
  walletBalancesResponseSchema,
} from '@andaman/shared/contracts/ferry';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { lockInventory } from '../../db/inventory-lock';
import { seatHolds, wallets } from '../../db/schema';
import type { Deps } from '../../deps';
import { fail, ok, okWith } from '../../http/envelope';
import { HttpError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validation';
import { requireWithinHorizon } from '../bookings/rules';
import type { OperatorName, TestControls } from '../test-controls/state';
import { heldOn, holdersOn, slotKey, soldOn } from './availability';
import { greenOceanLayout } from './green-ocean-layout';
import { clientHoldsSlot, holderOf, isKnownHolder, newHoldToken, seatsHeldBy } from './holds';
import {
  fromDmy,
  fromIsoDate,
  GREEN_OCEAN_CLASS_PLANS,
  GREEN_OCEAN_FEES,
  greenOceanFare,
  greenOceanSailings,
  greenOceanTripKey,
  isPast,
  MAKRUZZ_PORT_FEE,
  makruzzSailings,
  NAUTIKA_CODES,
  nautikaSailings,
  PORT_NAMES,
  routeNumber,
  toDmy,
  toIsoDate,
} from './timetable';

const NAUTIKA_PORT_IDS: Record<string, number> = { 'Port Blair': 1, 'Swaraj Dweep': 2, 'Shaheed Dweep': 3 };

const OPERATOR_LABELS: Record<OperatorName, string> = {
  makruzz: 'Makruzz',
  nautika: 'Nautika',
  'green-ocean': 'Green Ocean',
  wallet: 'The wallet service',
};

/** Answers with the failure the test controls configured for this endpoint, if any. */
const simulatedFailure = (c: Context, controls: TestControls, operator: OperatorName, endpoint: string) => {
  const failure = controls.operatorFailure(operator, endpoint);
  if (!failure) return undefined;
  return fail(c, failure.status, failure.message || `${OPERATOR_LABELS[operator]} is not responding`);
};

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/**
 * The three operators' APIs as the site calls them through this backend: Makruzz `schedule_search`,
 * Nautika `getTripData`, Green Ocean `route-details`, `seat-layout` and `temporary-seat-block`, plus the
 * agency's wallet balances.
 */
export const ferryOperatorRoutes = ({ db, config, controls, clientOf }: Deps) =>
  new Hono()
    .post('/makruzz/schedule_search', async (c) => {
      const failure = simulatedFailure(c, controls, 'makruzz', 'schedule_search');
      if (failure) return failure;
      const { data } = await readJson(c, makruzzScheduleSearchRequestSchema);
      const date = fromIsoDate(data.travel_date);
      requireWithinHorizon('data.travel_date', data.travel_date, config.now());
      if (isPast(date, config.now())) return okWith(c, makruzzScheduleSearchResponseSchema, []);
      const sailings = makruzzSailings(data.from_location, data.to_location, date);
      const sold = await soldOn(
        db,
        'makruzz',
        sailings.map((s) => String(s.scheduleId)),
      );
      return okWith(
        c,
        makruzzScheduleSearchResponseSchema,
        sailings.map((s) => ({
          id: s.scheduleId,
          ship_id: s.shipId,
          ship_title: s.shipTitle,
          display_name: s.displayName,
          travel_date: toIsoDate(s.date),
          departure_time: s.departure,
          arrival_time: s.arrival,
          source_name: PORT_NAMES[s.from] ?? '',
          destination_name: PORT_NAMES[s.to] ?? '',
          psf: MAKRUZZ_PORT_FEE,
          classes: s.classes.map((cls) => {
            const taken = sold.get(slotKey(String(s.scheduleId), String(cls.classId)))?.passengers ?? 0;
            return {
              ship_class_id: cls.classId,
              ship_class_title: cls.title,
              ship_class_price: cls.price,
              modified_ship_class_price: cls.price,
              seat: Math.max(0, cls.seatsLeft - taken),
              is_active: flag(cls.active),
              is_deleted: 0 as const,
            };
          }),
        })),
      );
    })
    .post('/nautika/getTripData', async (c) => {
      const failure = simulatedFailure(c, controls, 'nautika', 'getTripData');
      if (failure) return failure;
      const body = await readJson(c, nautikaTripDataRequestSchema);
      const date = fromDmy(body.date);
      requireWithinHorizon('date', toIsoDate(date), config.now());
      if (isPast(date, config.now())) return okWith(c, nautikaTripDataResponseSchema, []);
      const trips = nautikaSailings(NAUTIKA_PORT_IDS[body.from] ?? 0, NAUTIKA_PORT_IDS[body.to] ?? 0, date);
      const sold = await soldOn(
        db,
        'nautika',
        trips.map((t) => String(t.tripId)),
      );
      const seatMap = (
        tripId: number,
        tier: 'P' | 'B',
        seats: Record<string, { booked: boolean; blocked: boolean }>,
      ) =>
        Object.fromEntries(
          Object.entries(seats).map(([key, seat]) => [
            key,
            {
              isBooked: flag(
                seat.booked || (sold.get(slotKey(String(tripId), tier))?.seats.has(key) ?? false),
              ),
              isBlocked: flag(seat.blocked),
            },
          ]),
        );
      return okWith(
        c,
        nautikaTripDataResponseSchema,
        trips.map((t) => ({
          id: t.tripId,
          tripId: t.tripId,
          vesselID: t.vesselId,
          from: NAUTIKA_CODES[t.from] ?? body.from,
          to: NAUTIKA_CODES[t.to] ?? body.to,
          date: toDmy(t.date),
          dTime: t.dTime,
          aTime: t.aTime,
          fares: {
            pBaseFare: t.fares.premium,
            modifiedpBaseFare: t.fares.premium,
            bBaseFare: t.fares.royal,
            modifiedbBaseFare: t.fares.royal,
            infantFare: t.fares.infant,
          },
          pClass: seatMap(t.tripId, 'P', t.seats.pClass),
          bClass: seatMap(t.tripId, 'B', t.seats.bClass),
        })),
      );
    })
    .post('/green-ocean/route-details', async (c) => {
      const failure = simulatedFailure(c, controls, 'green-ocean', 'route-details');
      if (failure) return failure;
      const body = await readJson(c, greenOceanRouteDetailsRequestSchema);
      const date = fromDmy(body.travel_date);
      requireWithinHorizon('travel_date', toIsoDate(date), config.now());
      if (isPast(date, config.now())) return okWith(c, greenOceanRouteDetailsResponseSchema, {});
      const sailings = greenOceanSailings(body.from_id, body.dest_to, date);
      const tripKeys = sailings.map((s) => greenOceanTripKey(date, s.routeId, s.ferryId));
      const [sold, held] = await Promise.all([
        soldOn(db, 'green-ocean', tripKeys),
        heldOn(db, tripKeys, config.now()),
      ]);
      const grouped: Record<string, GreenOceanRoute[]> = {};
      for (const s of sailings) {
        const tripKey = greenOceanTripKey(date, s.routeId, s.ferryId);
        const classes = GREEN_OCEAN_CLASS_PLANS.map((plan) => {
          const key = slotKey(tripKey, String(plan.id));
          const layout =
            greenOceanLayout(tripKey, s.ferryId, plan.id, sold.get(key)?.seats, held.get(key)) ?? [];
          const fare = greenOceanFare(s.routeId, plan.id);
          return {
            class_id: plan.id,
            class_name: GREEN_OCEAN_CLASSES[plan.id],
            seat_available: layout.filter((seat) => seat.status === 'available').length,
            adult_seat_rate: fare,
            modified_adult_seat_rate: fare,
            infant_seat_rate: GREEN_OCEAN_FEES.infant,
            port_fee: GREEN_OCEAN_FEES.portFee,
            port_fee_infant: GREEN_OCEAN_FEES.portFeeInfant,
            port_fee_status: 1 as const,
            is_port_fee_included: 0 as const,
            gst_status: 0 as const,
            cgst: 0,
            ugst: 0,
          };
        });
        const group = `ferry_${s.ferryId}`;
        grouped[group] = [
          ...(grouped[group] ?? []),
          {
            route_id: s.routeId,
            ferry_id: s.ferryId,
            ferry_name: `Green Ocean ${s.ferryId}`,
            departure: s.departure,
            arraival: s.arrival,
            classes,
          },
        ];
      }
      return okWith(c, greenOceanRouteDetailsResponseSchema, grouped);
    })
    .post('/green-ocean/seat-layout', async (c) => {
      const failure = simulatedFailure(c, controls, 'green-ocean', 'seat-layout');
      if (failure) return failure;
      const body = await readJson(c, greenOceanSeatLayoutRequestSchema);
      const sailing = findGreenOceanSailing(body, config.now());
      const tripKey = greenOceanTripKey(sailing.date, sailing.routeId, sailing.ferryId);
      const [sold, held] = await Promise.all([
        soldOn(db, 'green-ocean', [tripKey]),
        heldOn(db, [tripKey], config.now()),
      ]);
      const key = slotKey(tripKey, String(body.class_id));
      const layout = greenOceanLayout(
        tripKey,
        sailing.ferryId,
        body.class_id,
        sold.get(key)?.seats,
        held.get(key),
      );
      if (!layout) throw notFound('No ship layout found!');
      return ok(c, { status: 200 as const, message: 'Seat layout', layout });
    })
    .post('/green-ocean/temporary-seat-block', async (c) => {
      const failure = simulatedFailure(c, controls, 'green-ocean', 'temporary-seat-block');
      if (failure) return failure;
      const body = await readJson(c, greenOceanSeatBlockRequestSchema);
      const sailing = findGreenOceanSailing(body, config.now());
      const tripKey = greenOceanTripKey(sailing.date, sailing.routeId, sailing.ferryId);
      const classKey = String(body.class_id);
      const wanted = [...new Set(body.seat_id)];
      const now = config.now();
      const expiresAt = new Date(now.getTime() + config.seatHoldMs);
      const client = clientOf(c);
      const token = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Deps['db'];
        // Checked and held as one step: two blocks of the same seats at once, or two of one client's at once
        // (the per-client limit), are decided one after the other.
        await lockInventory(txDb, [{ operator: 'green-ocean', tripKey, classKey }, clientHoldsSlot(client)]);
        // The traveller's token when it names a hold given out here, else a fresh one.
        const given = body.hold_token;
        const token =
          given !== undefined && (await isKnownHolder(txDb, holderOf(given))) ? given : newHoldToken();
        const holder = holderOf(token);
        const [sold, holders] = await Promise.all([
          soldOn(txDb, 'green-ocean', [tripKey]),
          holdersOn(txDb, [tripKey], now),
        ]);
        const key = slotKey(tripKey, classKey);
        const holds = [...(holders.get(key) ?? new Map<string, string>())];
        const heldByOthers = new Set(holds.filter(([, h]) => h !== holder).map(([seat]) => seat));
        const layout = greenOceanLayout(
          tripKey,
          sailing.ferryId,
          body.class_id,
          sold.get(key)?.seats,
          heldByOthers,
        );
        if (!layout) throw notFound('No ship layout found!');
        for (const seatNo of wanted) {
          const seat = layout.find((s) => s.seat_no === seatNo);
          if (!seat)
            throw new HttpError(400, `seat_id: seat ${seatNo} does not exist on this ferry and class`);
          if (seat.status !== 'available')
            throw new HttpError(409, `Seat ${seat.seat_numbering} is not available`);
        }
        // This token's seats in this class are replaced by these; everything else the client holds still counts.
        const replaced = holds.length - heldByOthers.size;
        if ((await seatsHeldBy(txDb, client, now)) - replaced + wanted.length > config.seatHoldLimit) {
          throw new HttpError(
            429,
            `You can hold at most ${config.seatHoldLimit} seats at once. Pay for the seats you hold, or wait for their hold to end, before holding more.`,
          );
        }
        await txDb
          .delete(seatHolds)
          .where(
            and(
              eq(seatHolds.tripKey, tripKey),
              eq(seatHolds.classKey, classKey),
              eq(seatHolds.holder, holder),
            ),
          );
        await txDb
          .insert(seatHolds)
          .values(
            wanted.map((seatNo) => ({ tripKey, classKey, seat: String(seatNo), expiresAt, holder, client })),
          );
        return token;
      });
      return ok(
        c,
        {
          status: 200 as const,
          message: 'Seats blocked temporarily',
          seat_id: wanted,
          expires_at: expiresAt.toISOString(),
          hold_token: token,
        },
        { message: 'Seats blocked temporarily' },
      );
    })
    .get('/common/wallet-balances', async (c) => {
      const failure = simulatedFailure(c, controls, 'wallet', 'wallet-balances');
      if (failure) return failure;
      const query = readQuery(c, walletBalancesQuerySchema);
      const balances = new Map((await db.select().from(wallets)).map((w) => [w.operator, w.balance]));
      return okWith(c, walletBalancesResponseSchema, {
        ...(query.makruzz ? { makruzz: { amount: balances.get('makruzz') ?? 0 } } : {}),
        ...(query.nautika ? { nautika: { walletBalance: balances.get('nautika') ?? 0 } } : {}),
        ...(query.greenOcean ? { greenOcean: { account_balance: balances.get('greenOcean') ?? 0 } } : {}),
      });
    });

/** The Green Ocean sailing a seat request names, or 404 "No ship layout found!". */
export const findGreenOceanSailing = (
  body: { from_id: number; dest_to: number; route_id: number; ship_id: number; travel_date: string },
  now: Date,
) => {
  const date = fromDmy(body.travel_date);
  requireWithinHorizon('travel_date', toIsoDate(date), now);
  if (isPast(date, now)) throw notFound('No ship layout found!');
  if (routeNumber(body.from_id, body.dest_to) !== body.route_id) throw notFound('No ship layout found!');
  const sailing = greenOceanSailings(body.from_id, body.dest_to, date).find(
    (s) => s.ferryId === body.ship_id,
  );
  if (!sailing) throw notFound('No ship layout found!');
  return sailing;
};
