import type { ActivityBookingStatus } from '@andaman/shared/contracts/activities';
import type { HotelCategory } from '@andaman/shared/contracts/hotel-categories';
import type { PaymentFailureReason } from '@andaman/shared/contracts/payment';
import {
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Catalogue (written by the seed) ------------------------------------------------------------

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const activities = pgTable('activities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  locationId: integer('location_id').notNull(),
  description: text('description').notNull(),
  starterPrice: integer('starter_price').notNull(),
  offerPrice: integer('offer_price'),
  images: jsonb('images').$type<string[]>().notNull(),
});

export const hotels = pgTable('hotels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  bannerImage: text('banner_image').notNull(),
  rating: doublePrecision('rating').notNull(),
  locationId: integer('location_id').notNull(),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
  longDescription: text('long_description').notNull(),
  // Typed, not enforced here: the answers that carry it are checked with the hotel schema (okWith).
  category: text('category').$type<HotelCategory>().notNull(),
  pricePerNight: integer('price_per_night').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  hotelImages: jsonb('hotel_images').$type<string[]>().notNull(),
  points: jsonb('points').$type<string[]>().notNull(),
  policies: text('policies').notNull(),
  rules: text('rules').notNull(),
});

export const roomTypes = pgTable('room_types', {
  id: integer('id').primaryKey(),
  hotelId: integer('hotel_id').notNull(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  category: text('category').notNull(),
  customCategory: text('custom_category'),
  roomCapacity: integer('room_capacity').notNull(),
  basePrice: integer('base_price').notNull(),
  discountPrice: integer('discount_price').notNull(),
  extraPersonCharge: integer('extra_person_charge').notNull(),
  refundable: boolean('refundable').notNull(),
  description: text('description').notNull(),
  rules: text('rules').notNull(),
});

export const holidayPackages = pgTable('holiday_packages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  price: integer('price').notNull(),
  mainLocationId: integer('main_location_id').notNull(),
  totalPerson: integer('total_person').notNull(),
  durationInDays: integer('duration_in_days').notNull(),
  nights: integer('nights').notNull(),
  start: text('start').notNull(),
  end: text('end').notNull(),
  shortDescription: text('short_description').notNull(),
  longDescription: text('long_description').notNull(),
  inclusive: text('inclusive').notNull(),
  exclusive: text('exclusive').notNull(),
});

export const holidayPackageDays = pgTable('holiday_package_days', {
  id: integer('id').primaryKey(),
  packageId: integer('package_id').notNull(),
  day: integer('day').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  hotelId: integer('hotel_id').notNull(),
});

export const wpCategories = pgTable('wp_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull(),
});

export const wpPosts = pgTable('wp_posts', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  /** Local time of the site (Asia/Kolkata) as WordPress writes it, `YYYY-MM-DDTHH:mm:ss`. */
  date: text('date').notNull(),
  dateGmt: text('date_gmt').notNull(),
  /** The featured image's attachment id, 0 when the post has none (then `image` is empty). */
  mediaId: integer('media_id').notNull(),
  image: text('image').notNull(),
  imageAlt: text('image_alt').notNull(),
  categoryIds: jsonb('category_ids').$type<number[]>().notNull(),
  seoDescription: text('seo_description').notNull(),
  /** `open` or `closed` (WordPress's `comment_status`). */
  commentStatus: text('comment_status').notNull().default('open'),
});

/** Comments: seeded ones plus visitors' (which start as `hold`). */
export const wpComments = pgTable('wp_comments', {
  id: serial('id').primaryKey(),
  postId: integer('post_id').notNull(),
  parent: integer('parent').notNull().default(0),
  authorName: text('author_name').notNull(),
  authorEmail: text('author_email').notNull(),
  content: text('content').notNull(),
  date: text('date').notNull(),
  dateGmt: text('date_gmt').notNull(),
  status: text('status').notNull(),
  /** The address the comment came from (WordPress's `comment_author_IP`), for the flood check. */
  authorIp: text('author_ip').notNull().default(''),
});

// Writes --------------------------------------------------------------------------------------

/**
 * Every booking's reference (rule trips.reference): one row per ferry purchase, activity booking, hotel
 * request and package request, with the e-mail it was booked with (lower-cased, for the lookup by reference
 * and e-mail).
 */
export const bookingReferences = pgTable('booking_references', {
  reference: text('reference').primaryKey(),
  kind: text('kind').$type<'ferry' | 'activity' | 'hotel' | 'holiday'>().notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The owner tokens of a booking (rule trips.owner-token), stored as their SHA-256 only: one given at
 * creation, one more for each replay of the creating request and each lookup by reference and e-mail.
 */
export const bookingOwnerTokens = pgTable('booking_owner_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Bookings keep their serial `id` inside the database; `publicId` (random) is what the API names them by,
 * and `reference` what the traveller sees (rows written before references existed have neither).
 */
export const activityBookings = pgTable('activity_bookings', {
  id: serial('id').primaryKey(),
  publicId: text('public_id'),
  reference: text('reference'),
  activityId: integer('activity_id').notNull(),
  clientCount: integer('client_count').notNull(),
  clientName: text('client_name').notNull(),
  clientEmail: text('client_email').notNull(),
  clientPhone: text('client_phone').notNull(),
  startDate: text('start_date').notNull(),
  total: integer('total').notNull(),
  nationality: text('nationality').notNull().default(''),
  specialRequests: text('special_requests').notNull().default(''),
  /** `PENDING` until its payment is paid (`PAID`) or declined or refused (`FAILED`). */
  status: text('status').$type<ActivityBookingStatus>().notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const hotelBookings = pgTable('hotel_bookings', {
  id: serial('id').primaryKey(),
  publicId: text('public_id'),
  reference: text('reference'),
  roomTypeId: integer('room_type_id').notNull(),
  hotelId: integer('hotel_id').notNull(),
  checkIn: text('check_in').notNull(),
  checkOut: text('check_out').notNull(),
  nights: integer('nights').notNull(),
  guestCount: integer('guest_count').notNull(),
  roomCount: integer('room_count').notNull(),
  /** What the stay costs (rule hotels.price.per-room-night), computed by the server when the request is made. */
  total: doublePrecision('total').notNull(),
  contact: jsonb('contact').$type<Record<string, string | undefined>>().notNull(),
  guests: jsonb('guests').$type<unknown[]>().notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const holidayBookings = pgTable('holiday_bookings', {
  id: serial('id').primaryKey(),
  publicId: text('public_id'),
  reference: text('reference'),
  holidayPackageId: integer('holiday_package_id').notNull(),
  checkIn: text('check_in').notNull(),
  guestCount: integer('guest_count').notNull(),
  total: integer('total').notNull(),
  contact: jsonb('contact').$type<Record<string, string | undefined>>().notNull(),
  guests: jsonb('guests').$type<unknown[]>().notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** E-mails the site was asked to send (contact, enquiry, low-wallet alert), as asked; what goes out is in `emailOutbox`. */
export const emails = pgTable('emails', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * E-mails waiting to be sent, written in the transaction of what they report (a contact message, a booking
 * request, a completed payment) and sent by the outbox worker (`src/mail/outbox-worker.ts`). `status` is
 * `pending` until sent (`sent`) or given up (`failed`); a worker owns a row while `lockedUntil` is ahead and
 * `claim` is its token.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  /** The `Message-ID` header: a receiver can tell a re-delivery after a crash from a new message. */
  messageId: text('message_id').notNull().unique(),
  recipient: text('recipient').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  claim: text('claim'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  merchantTransactionId: text('merchant_transaction_id').notNull(),
  amount: doublePrecision('amount').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  transactionType: text('transaction_type').notNull(),
  items: jsonb('items').$type<unknown[]>().notNull(),
  status: text('status').notNull(),
  returnOrigin: text('return_origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  /** Why a `FAILED` payment failed (`declined`, `seats-taken`, `not-sellable`). */
  failureReason: text('failure_reason').$type<PaymentFailureReason>(),
  /** The booking it pays for: a ferry purchase's own reference, or the activity, hotel or package booking's. */
  reference: text('reference'),
});

/** Bookings a completed payment paid for: one row per booking, so a booking is never paid twice. */
export const paidBookings = pgTable(
  'paid_bookings',
  {
    service: text('service').notNull(),
    bookingId: integer('booking_id').notNull(),
    transactionId: text('transaction_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.service, t.bookingId] })],
);

/**
 * Ferry places sold by completed payments. Seated operators (Nautika, Green Ocean) have one row per seat;
 * Makruzz has one row per payment and class with `passengers` places and `seat` = the transaction id.
 */
export const ferrySales = pgTable(
  'ferry_sales',
  {
    operator: text('operator').notNull(),
    tripKey: text('trip_key').notNull(),
    classKey: text('class_key').notNull(),
    seat: text('seat').notNull(),
    passengers: integer('passengers').notNull(),
    transactionId: text('transaction_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operator, t.tripKey, t.classKey, t.seat] })],
);

/**
 * Green Ocean temporary seat blocks; a block counts only until `expiresAt`. `holder` is the SHA-256 of the hold
 * token given to the browser (the token itself is never stored here), `client` the address that asked (for the
 * per-client limit).
 */
export const seatHolds = pgTable('seat_holds', {
  id: serial('id').primaryKey(),
  tripKey: text('trip_key').notNull(),
  classKey: text('class_key').notNull(),
  seat: text('seat').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  holder: text('holder').notNull().default(''),
  client: text('client').notNull().default(''),
});

/** Operator wallet balances (what the agency has prepaid at each operator). */
export const wallets = pgTable('wallets', {
  operator: text('operator').primaryKey(),
  balance: doublePrecision('balance').notNull(),
});

/**
 * Stored answers of POSTs sent with an `Idempotency-Key`, written in the transaction that creates the record
 * (`status` is null only inside it), kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Rate-limit counters (rate-limiter-flexible's Drizzle store): one row per limit and client, so every API
 * instance on one database shares the same limits.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/** Flags of the database itself (e.g. that the seed ran). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Real-user telemetry from the shell (page loads, web vitals, errors, remote loads), one row per event,
 * tagged with its remote's release and the visitor's cohort; kept `TELEMETRY_RETENTION_DAYS`.
 */
export const telemetryEvents = pgTable('telemetry_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  environment: text('environment').notNull(),
  remote: text('remote').notNull(),
  /** Empty for an unreleased build. */
  version: text('version').notNull(),
  cohort: text('cohort'),
  type: text('type').notNull(),
  /** The vital's name (LCP, INP, CLS). */
  name: text('name'),
  /** The vital's value, or a remote load's milliseconds. */
  value: doublePrecision('value'),
  /** A remote load's outcome. */
  ok: boolean('ok'),
  page: text('page').notNull(),
  detail: jsonb('detail').notNull(),
});
