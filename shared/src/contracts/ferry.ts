import { apiResponse, isoDateSchema } from '@andaman/shared/contracts/common';
import { z } from 'zod';

export {
  FERRY_SERVICES,
  type FerryService,
  GREEN_OCEAN_CLASSES,
  GREEN_OCEAN_FERRY_IDS,
  NAUTIKA_CLASSES,
} from '@andaman/shared/contracts/ferry-constants';

// ---------------------------------------------------------------------------------------------
// Ports and dates
// ---------------------------------------------------------------------------------------------

/** Ferry location id (1 Port Blair, 2 Havelock, 3 Neil Island), accepted as a number or as text. */
export const ferryLocationIdSchema = z.coerce
  .number({ error: 'must be a location id (1, 2 or 3)' })
  .int('must be a location id (1, 2 or 3)')
  .min(1, 'must be a location id (1, 2 or 3)')
  .max(3, 'must be a location id (1, 2 or 3)');

/** Port names as Nautika knows them (the code part of a port value). */
export const nautikaPortCodeSchema = z.enum(['Port Blair', 'Swaraj Dweep', 'Shaheed Dweep'], {
  error: 'must be one of Port Blair, Swaraj Dweep, Shaheed Dweep',
});

/** `DD-MM-YYYY` calendar date as Nautika and Green Ocean expect it (validated). */
export const ddmmyyyySchema = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'must be a date as DD-MM-YYYY')
  .refine((text) => {
    const [dd, mm, yyyy] = text.split('-').map(Number);
    if (dd === undefined || mm === undefined || yyyy === undefined) return false;
    const date = new Date(Date.UTC(yyyy, mm - 1, dd));
    return date.getUTCFullYear() === yyyy && date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  }, 'must be a real calendar date');

/** Either operator flag form: 1 means yes, 0 no. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);

/** `{ hour, minute }` as Nautika sends times (24-hour clock). */
export const clockTimeSchema = z.object({
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
});

// ---------------------------------------------------------------------------------------------
// Makruzz
// ---------------------------------------------------------------------------------------------

/** `POST /api/makruzz/schedule_search` body. */
export const makruzzScheduleSearchRequestSchema = z.object({
  data: z
    .object({
      trip_type: z.literal('single_trip', { error: 'must be "single_trip"' }),
      from_location: ferryLocationIdSchema,
      to_location: ferryLocationIdSchema,
      travel_date: isoDateSchema,
      /** Adults plus children, sent as a string. */
      no_of_passenger: z.coerce
        .number({ error: 'must be a number' })
        .int()
        .min(1, 'must be at least 1')
        .max(50, 'must be at most 50'),
    })
    .refine((d) => d.from_location !== d.to_location, {
      path: ['to_location'],
      message: 'must differ from from_location',
      when: (payload) => payload.issues.length === 0,
    }),
});
/** Makruzz schedule search request. */
export type MakruzzScheduleSearchRequest = z.input<typeof makruzzScheduleSearchRequestSchema>;

/**
 * A Makruzz class row. Selectable only when `is_active` is 1, `is_deleted` is 0 and the travellers fit
 * in `seat` (seats left).
 */
export const makruzzClassSchema = z.object({
  ship_class_id: z.number().int().positive(),
  ship_class_title: z.string(),
  ship_class_price: z.number().nonnegative(),
  modified_ship_class_price: z.number().nonnegative(),
  seat: z.number().int().nonnegative(),
  is_active: flagSchema,
  is_deleted: flagSchema,
});
/** A Makruzz class row. */
export type MakruzzClass = z.infer<typeof makruzzClassSchema>;

/**
 * One Makruzz sailing (a ship on a date) with its class rows. `id` is the schedule id the booking uses;
 * times are `HH:mm:ss`; `psf` is the port fee per adult.
 */
export const makruzzScheduleSchema = z.object({
  id: z.number().int().positive(),
  ship_id: z.number().int().positive(),
  ship_title: z.string(),
  display_name: z.string(),
  travel_date: isoDateSchema,
  departure_time: z.string(),
  arrival_time: z.string(),
  source_name: z.string(),
  destination_name: z.string(),
  psf: z.number().nonnegative(),
  classes: z.array(makruzzClassSchema),
});
/** A Makruzz sailing. */
export type MakruzzSchedule = z.infer<typeof makruzzScheduleSchema>;

/** `POST /api/makruzz/schedule_search` → `{ success, data: MakruzzSchedule[] }`. */
export const makruzzScheduleSearchResponseSchema = apiResponse(z.array(makruzzScheduleSchema));

// ---------------------------------------------------------------------------------------------
// Nautika
// ---------------------------------------------------------------------------------------------

/** `POST /api/nautika/getTripData` body: port codes and a DD-MM-YYYY date. */
export const nautikaTripDataRequestSchema = z
  .object({
    from: nautikaPortCodeSchema,
    to: nautikaPortCodeSchema,
    date: ddmmyyyySchema,
  })
  .refine((d) => d.from !== d.to, {
    path: ['to'],
    message: 'must differ from from',
    when: (payload) => payload.issues.length === 0,
  });
/** Nautika trip data request. */
export type NautikaTripDataRequest = z.infer<typeof nautikaTripDataRequestSchema>;

/** A Nautika seat: booked and blocked flags. */
export const nautikaSeatSchema = z.object({ isBooked: flagSchema, isBlocked: flagSchema });
/** A Nautika seat. */
export type NautikaSeat = z.infer<typeof nautikaSeatSchema>;

/** A Nautika seat map keyed row+letter (`"1A"`, `"12D"`). */
export const nautikaSeatMapSchema = z.record(z.string().regex(/^\d+[A-Z]$/), nautikaSeatSchema);
/** A Nautika seat map. */
export type NautikaSeatMap = z.infer<typeof nautikaSeatMapSchema>;

/** Tier letter a Nautika passenger's seat is in: P for pClass, B for bClass. */
export const nautikaTierSchema = z.enum(['P', 'B']);

/**
 * One Nautika trip. Fares: `p*` Premium (`pClass`), `b*` Royal (`bClass`); `infantFare` per infant.
 * `pClass` and `bClass` are the seat maps of the two classes.
 */
export const nautikaTripSchema = z.object({
  id: z.number().int().positive(),
  tripId: z.number().int().positive(),
  vesselID: z.number().int().positive(),
  from: nautikaPortCodeSchema,
  to: nautikaPortCodeSchema,
  date: ddmmyyyySchema,
  dTime: clockTimeSchema,
  aTime: clockTimeSchema,
  fares: z.object({
    pBaseFare: z.number().nonnegative(),
    modifiedpBaseFare: z.number().nonnegative(),
    bBaseFare: z.number().nonnegative(),
    modifiedbBaseFare: z.number().nonnegative(),
    infantFare: z.number().nonnegative(),
  }),
  pClass: nautikaSeatMapSchema,
  bClass: nautikaSeatMapSchema,
});
/** A Nautika trip. */
export type NautikaTrip = z.infer<typeof nautikaTripSchema>;

/** `POST /api/nautika/getTripData` → `{ success, data: NautikaTrip[] }`. */
export const nautikaTripDataResponseSchema = apiResponse(z.array(nautikaTripSchema));

// ---------------------------------------------------------------------------------------------
// Green Ocean
// ---------------------------------------------------------------------------------------------

/** A Green Ocean class id. */
export const greenOceanClassIdSchema = z.coerce
  .number({ error: 'must be a class id (1, 2 or 4)' })
  .refine((n) => n === 1 || n === 2 || n === 4, 'must be a class id (1, 2 or 4)');
/** A Green Ocean ferry id. */
export const greenOceanFerryIdSchema = z.coerce
  .number({ error: 'must be a ferry id (1 or 2)' })
  .refine((n) => n === 1 || n === 2, 'must be a ferry id (1 or 2)');

/** `POST /api/green-ocean/route-details` body. */
export const greenOceanRouteDetailsRequestSchema = z
  .object({
    from_id: ferryLocationIdSchema,
    dest_to: ferryLocationIdSchema,
    number_of_adults: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1, 'must be at least 1')
      .max(50, 'must be at most 50'),
    number_of_infants: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(0, 'must be 0 or more')
      .default(0),
    travel_date: ddmmyyyySchema,
  })
  .refine((d) => d.from_id !== d.dest_to, {
    path: ['dest_to'],
    message: 'must differ from from_id',
    when: (payload) => payload.issues.length === 0,
  });
/** Green Ocean route details request. */
export type GreenOceanRouteDetailsRequest = z.input<typeof greenOceanRouteDetailsRequestSchema>;

/** A Green Ocean class on a route. Sold out when `seat_available` is 0. */
export const greenOceanClassSchema = z.object({
  class_id: z.number().int().positive(),
  class_name: z.string(),
  seat_available: z.number().int().nonnegative(),
  adult_seat_rate: z.number().nonnegative(),
  modified_adult_seat_rate: z.number().nonnegative(),
  infant_seat_rate: z.number().nonnegative(),
  port_fee: z.number().nonnegative(),
  port_fee_infant: z.number().nonnegative(),
  port_fee_status: flagSchema,
  is_port_fee_included: flagSchema,
  gst_status: flagSchema,
  cgst: z.number().nonnegative(),
  ugst: z.number().nonnegative(),
});
/** A Green Ocean class. */
export type GreenOceanClass = z.infer<typeof greenOceanClassSchema>;

/** A Green Ocean departure of one ferry on one route (`arraival` is spelled so); times `HH:mm`. */
export const greenOceanRouteSchema = z.object({
  route_id: z.number().int().positive(),
  ferry_id: z.number().int().positive(),
  ferry_name: z.string(),
  departure: z.string(),
  arraival: z.string(),
  classes: z.array(greenOceanClassSchema),
});
/** A Green Ocean departure. */
export type GreenOceanRoute = z.infer<typeof greenOceanRouteSchema>;

/**
 * `POST /api/green-ocean/route-details` → `{ success, data: { [key]: GreenOceanRoute[] } }`; one key per
 * ferry (`ferry_1`, `ferry_2`), each holding that ferry's departures with their classes.
 */
export const greenOceanRouteDetailsResponseSchema = apiResponse(
  z.record(z.string(), z.array(greenOceanRouteSchema)),
);

/** `POST /api/green-ocean/seat-layout` body. */
export const greenOceanSeatLayoutRequestSchema = z.object({
  from_id: ferryLocationIdSchema,
  dest_to: ferryLocationIdSchema,
  route_id: z.coerce
    .number({ error: 'must be a route id' })
    .int()
    .positive('must be a route id')
    .max(1000, 'must be a route id'),
  ship_id: greenOceanFerryIdSchema,
  class_id: greenOceanClassIdSchema,
  travel_date: ddmmyyyySchema,
});
/** Green Ocean seat layout request. */
export type GreenOceanSeatLayoutRequest = z.input<typeof greenOceanSeatLayoutRequestSchema>;

/** Seat status in a Green Ocean layout: only `available` seats can be chosen. */
export const greenOceanSeatStatusSchema = z.enum(['available', 'booked', 'blocked']);

/** A Green Ocean layout seat: `seat_no` is the id sent back in `seat_id[]`, `seat_numbering` its label. */
export const greenOceanSeatSchema = z.object({
  seat_no: z.number().int().positive(),
  seat_numbering: z.string(),
  status: greenOceanSeatStatusSchema,
});
/** A Green Ocean layout seat. */
export type GreenOceanSeat = z.infer<typeof greenOceanSeatSchema>;

/** `POST /api/green-ocean/seat-layout` → `{ success, data: { status: 200, message, layout } }`. */
export const greenOceanSeatLayoutResponseSchema = apiResponse(
  z.object({
    status: z.literal(200),
    message: z.string(),
    layout: z.array(greenOceanSeatSchema),
  }),
);

/**
 * The opaque token a Green Ocean seat hold is given (random, 144 bits, base64url): whoever holds it may buy the
 * held seats, and nobody else until the hold expires.
 */
export const holdTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be a hold token');

/**
 * `POST /api/green-ocean/temporary-seat-block` body. `hold_token`, from an earlier hold of the same traveller,
 * keeps one token per selection: that token's seats in this ferry and class are replaced by these.
 */
export const greenOceanSeatBlockRequestSchema = greenOceanSeatLayoutRequestSchema.extend({
  seat_id: z
    .array(
      z.coerce.number({ error: 'must be seat numbers' }).int().positive('must be seat numbers').max(10_000),
    )
    .min(1, 'must list at least one seat')
    .max(50, 'must list at most 50 seats'),
  hold_token: holdTokenSchema.optional(),
});
/** Green Ocean temporary seat block request. */
export type GreenOceanSeatBlockRequest = z.input<typeof greenOceanSeatBlockRequestSchema>;

/**
 * `POST /api/green-ocean/temporary-seat-block` → `{ success, data: { status: 200, message, seat_id, expires_at,
 * hold_token } }`: the token to send with the payment (and with a later hold of the same selection).
 */
export const greenOceanSeatBlockResponseSchema = apiResponse(
  z.object({
    status: z.literal(200),
    message: z.string(),
    seat_id: z.array(z.number().int().positive()),
    expires_at: z.string(),
    hold_token: holdTokenSchema,
  }),
);

/** A seat position in a fixed Green Ocean map: `null` marks an aisle. */
export type GreenOceanMapCell = { seat_no: number; seat_numbering: string } | null;

const SEAT_MAP_PLANS: Record<string, { rows: number; pattern: string }> = {
  '1-1': { rows: 12, pattern: 'ABC_DEF' },
  '1-2': { rows: 6, pattern: 'AB_CD' },
  '1-4': { rows: 3, pattern: 'AB_C' },
  '2-1': { rows: 10, pattern: 'ABC_DE' },
  '2-2': { rows: 5, pattern: 'AB_CD' },
  '2-4': { rows: 2, pattern: 'AB_CD' },
};

/**
 * The fixed seat map of a Green Ocean ferry and class, as rows of seats (`null` is an aisle), or
 * `undefined` for an unknown pair ("No ship layout found!"). Seats are numbered row by row from 1.
 */
export const greenOceanSeatMap = (ferryId: number, classId: number): GreenOceanMapCell[][] | undefined => {
  const plan = SEAT_MAP_PLANS[`${ferryId}-${classId}`];
  if (!plan) return undefined;
  let next = 1;
  return Array.from({ length: plan.rows }, (_, rowIndex) =>
    [...plan.pattern].map((letter) => {
      if (letter === '_') return null;
      const cell = { seat_no: next, seat_numbering: `${rowIndex + 1}${letter}` };
      next += 1;
      return cell;
    }),
  );
};

// ---------------------------------------------------------------------------------------------
// Wallet balances
// ---------------------------------------------------------------------------------------------

const booleanText = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

/** `GET /api/common/wallet-balances?makruzz=&nautika=&greenOcean=` query (each `true` or `false`). */
export const walletBalancesQuerySchema = z.object({
  makruzz: booleanText.default(false),
  nautika: booleanText.default(false),
  greenOcean: booleanText.default(false),
});
/** Parsed wallet balances query. */
export type WalletBalancesQuery = z.infer<typeof walletBalancesQuerySchema>;

/** Wallet balances of the operators asked for (each key present only when asked). */
export const walletBalancesSchema = z.object({
  makruzz: z.object({ amount: z.number() }).optional(),
  nautika: z.object({ walletBalance: z.number() }).optional(),
  greenOcean: z.object({ account_balance: z.number() }).optional(),
});
/** Operator wallet balances. */
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

/** `GET /api/common/wallet-balances` → `{ success, data: WalletBalances }`. */
export const walletBalancesResponseSchema = apiResponse(walletBalancesSchema);
