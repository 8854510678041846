/**
 * Schema migrations, applied in order on start and recorded in `schema_migrations`. Never edit a
 * released step: add the next one. Each step runs in one transaction.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE locations (id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE activities (
  id integer PRIMARY KEY, name text NOT NULL, location_id integer NOT NULL REFERENCES locations(id),
  description text NOT NULL, starter_price integer NOT NULL, offer_price integer, images jsonb NOT NULL
);
CREATE TABLE hotels (
  id integer PRIMARY KEY, name text NOT NULL, banner_image text NOT NULL, rating double precision NOT NULL,
  location_id integer NOT NULL REFERENCES locations(id), short_description text NOT NULL, description text NOT NULL,
  long_description text NOT NULL, category text NOT NULL, price_per_night integer NOT NULL, images jsonb NOT NULL,
  hotel_images jsonb NOT NULL, points jsonb NOT NULL, policies text NOT NULL, rules text NOT NULL
);
CREATE INDEX hotels_location_idx ON hotels (location_id);
CREATE TABLE room_types (
  id integer PRIMARY KEY, hotel_id integer NOT NULL REFERENCES hotels(id), position integer NOT NULL,
  name text NOT NULL, images jsonb NOT NULL, category text NOT NULL, custom_category text,
  room_capacity integer NOT NULL, base_price integer NOT NULL, discount_price integer NOT NULL,
  extra_person_charge integer NOT NULL, refundable boolean NOT NULL, description text NOT NULL, rules text NOT NULL
);
CREATE INDEX room_types_hotel_idx ON room_types (hotel_id);
CREATE TABLE holiday_packages (
  id integer PRIMARY KEY, name text NOT NULL, images jsonb NOT NULL, price integer NOT NULL,
  main_location_id integer NOT NULL REFERENCES locations(id), total_person integer NOT NULL,
  duration_in_days integer NOT NULL, nights integer NOT NULL, start text NOT NULL, "end" text NOT NULL,
  short_description text NOT NULL, long_description text NOT NULL, inclusive text NOT NULL, exclusive text NOT NULL
);
CREATE TABLE holiday_package_days (
  id integer PRIMARY KEY, package_id integer NOT NULL REFERENCES holiday_packages(id), day integer NOT NULL,
  title text NOT NULL, description text NOT NULL, hotel_id integer NOT NULL REFERENCES hotels(id)
);
CREATE TABLE wp_categories (id integer PRIMARY KEY, name text NOT NULL, slug text NOT NULL, description text NOT NULL);
CREATE TABLE wp_posts (
  id integer PRIMARY KEY, slug text NOT NULL UNIQUE, title text NOT NULL, excerpt text NOT NULL, content text NOT NULL,
  date text NOT NULL, date_gmt text NOT NULL, media_id integer NOT NULL, image text NOT NULL, image_alt text NOT NULL,
  category_ids jsonb NOT NULL, seo_description text NOT NULL
);
CREATE TABLE wp_comments (
  id serial PRIMARY KEY, post_id integer NOT NULL REFERENCES wp_posts(id), parent integer NOT NULL DEFAULT 0,
  author_name text NOT NULL, author_email text NOT NULL, content text NOT NULL, date text NOT NULL,
  date_gmt text NOT NULL, status text NOT NULL
);
CREATE INDEX wp_comments_post_idx ON wp_comments (post_id, status);
CREATE TABLE activity_bookings (
  id serial PRIMARY KEY, activity_id integer NOT NULL REFERENCES activities(id), client_count integer NOT NULL,
  client_name text NOT NULL, client_email text NOT NULL, client_phone text NOT NULL, start_date text NOT NULL,
  total integer NOT NULL, created_at timestamptz NOT NULL
);
CREATE TABLE hotel_bookings (
  id serial PRIMARY KEY, room_type_id integer NOT NULL REFERENCES room_types(id), hotel_id integer NOT NULL,
  check_in text NOT NULL, check_out text NOT NULL, nights integer NOT NULL, guest_count integer NOT NULL,
  room_count integer NOT NULL, contact jsonb NOT NULL, guests jsonb NOT NULL, status text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE holiday_bookings (
  id serial PRIMARY KEY, holiday_package_id integer NOT NULL REFERENCES holiday_packages(id),
  check_in text NOT NULL, guest_count integer NOT NULL, total integer NOT NULL, contact jsonb NOT NULL,
  guests jsonb NOT NULL, status text NOT NULL, created_at timestamptz NOT NULL
);
CREATE TABLE emails (id serial PRIMARY KEY, kind text NOT NULL, payload jsonb NOT NULL, created_at timestamptz NOT NULL);
CREATE TABLE payments (
  id text PRIMARY KEY, merchant_transaction_id text NOT NULL, amount double precision NOT NULL, email text NOT NULL,
  phone text NOT NULL, transaction_type text NOT NULL, items jsonb NOT NULL, status text NOT NULL,
  return_origin text NOT NULL, created_at timestamptz NOT NULL, completed_at timestamptz
);
CREATE TABLE ferry_sales (
  operator text NOT NULL, trip_key text NOT NULL, class_key text NOT NULL, seat text NOT NULL,
  passengers integer NOT NULL, transaction_id text NOT NULL,
  PRIMARY KEY (operator, trip_key, class_key, seat)
);
CREATE TABLE seat_holds (
  id serial PRIMARY KEY, trip_key text NOT NULL, class_key text NOT NULL, seat text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX seat_holds_trip_idx ON seat_holds (trip_key, class_key);
CREATE TABLE wallets (operator text PRIMARY KEY, balance double precision NOT NULL);
CREATE TABLE idempotency_keys (
  scope text NOT NULL, key text NOT NULL, request_hash text NOT NULL, status integer, body jsonb,
  created_at timestamptz NOT NULL, PRIMARY KEY (scope, key)
);
CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
`,
  },
  {
    version: 2,
    name: 'server-side amounts',
    sql: `
ALTER TABLE hotel_bookings ADD COLUMN total double precision NOT NULL DEFAULT 0;
CREATE TABLE paid_bookings (
  service text NOT NULL, booking_id integer NOT NULL, transaction_id text NOT NULL, PRIMARY KEY (service, booking_id)
);
`,
  },
  {
    version: 3,
    name: 'wordpress comment status',
    sql: `
ALTER TABLE wp_posts ADD COLUMN comment_status text NOT NULL DEFAULT 'open';
`,
  },
  {
    version: 4,
    name: 'wordpress comment author address',
    sql: `
ALTER TABLE wp_comments ADD COLUMN author_ip text NOT NULL DEFAULT '';
`,
  },
  {
    version: 5,
    name: 'rate limit counters',
    sql: `
CREATE TABLE rate_limits (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire timestamptz);
CREATE INDEX rate_limits_expire_idx ON rate_limits (expire);
`,
  },
  {
    version: 6,
    name: 'payment failure reason',
    sql: `
ALTER TABLE payments ADD COLUMN failure_reason text;
`,
  },
  {
    version: 7,
    name: 'idempotency keys written with what they create',
    sql: `
DELETE FROM idempotency_keys WHERE status IS NULL;
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
`,
  },
  {
    version: 8,
    name: 'seat holds that belong to someone',
    sql: `
ALTER TABLE seat_holds ADD COLUMN holder text NOT NULL DEFAULT '';
ALTER TABLE seat_holds ADD COLUMN client text NOT NULL DEFAULT '';
CREATE INDEX seat_holds_client_idx ON seat_holds (client, expires_at);
CREATE INDEX seat_holds_holder_idx ON seat_holds (holder);
`,
  },
  {
    version: 9,
    name: 'e-mail outbox',
    sql: `
CREATE TABLE email_outbox (
  id serial PRIMARY KEY, kind text NOT NULL, message_id text NOT NULL UNIQUE, recipient text NOT NULL,
  reply_to text, subject text NOT NULL, text_body text NOT NULL, html_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending', attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL, locked_until timestamptz, claim text, last_error text,
  created_at timestamptz NOT NULL, sent_at timestamptz
);
CREATE INDEX email_outbox_due_idx ON email_outbox (status, next_attempt_at);
`,
  },
  {
    version: 10,
    name: 'real-user telemetry per release',
    sql: `
CREATE TABLE telemetry_events (
  id bigserial PRIMARY KEY, received_at timestamptz NOT NULL, environment text NOT NULL, remote text NOT NULL,
  version text NOT NULL, cohort text, type text NOT NULL, name text, value double precision, ok boolean,
  page text NOT NULL, detail jsonb NOT NULL
);
CREATE INDEX telemetry_events_release_idx ON telemetry_events (environment, remote, version, type);
CREATE INDEX telemetry_events_received_idx ON telemetry_events (received_at);
`,
  },
  {
    version: 11,
    name: 'activity booking status',
    sql: `
ALTER TABLE activity_bookings ADD COLUMN status text NOT NULL DEFAULT 'PENDING';
UPDATE activity_bookings SET status = 'PAID'
  WHERE id IN (SELECT booking_id FROM paid_bookings WHERE service = 'activity');
`,
  },
  {
    version: 12,
    name: 'activity booking nationality and special requests',
    sql: `
ALTER TABLE activity_bookings ADD COLUMN nationality text NOT NULL DEFAULT '';
ALTER TABLE activity_bookings ADD COLUMN special_requests text NOT NULL DEFAULT '';
`,
  },
  {
    version: 13,
    name: 'bookings only their owners can use',
    sql: `
CREATE TABLE booking_references (
  reference text PRIMARY KEY, kind text NOT NULL, email text NOT NULL, created_at timestamptz NOT NULL
);
CREATE INDEX booking_references_email_idx ON booking_references (email);
CREATE TABLE booking_owner_tokens (
  token_hash text PRIMARY KEY, reference text NOT NULL REFERENCES booking_references(reference),
  created_at timestamptz NOT NULL
);
CREATE INDEX booking_owner_tokens_reference_idx ON booking_owner_tokens (reference);
ALTER TABLE activity_bookings ADD COLUMN public_id text;
ALTER TABLE activity_bookings ADD COLUMN reference text;
CREATE UNIQUE INDEX activity_bookings_public_id_idx ON activity_bookings (public_id);
CREATE UNIQUE INDEX activity_bookings_reference_idx ON activity_bookings (reference);
ALTER TABLE hotel_bookings ADD COLUMN public_id text;
ALTER TABLE hotel_bookings ADD COLUMN reference text;
CREATE UNIQUE INDEX hotel_bookings_public_id_idx ON hotel_bookings (public_id);
CREATE UNIQUE INDEX hotel_bookings_reference_idx ON hotel_bookings (reference);
ALTER TABLE holiday_bookings ADD COLUMN public_id text;
ALTER TABLE holiday_bookings ADD COLUMN reference text;
CREATE UNIQUE INDEX holiday_bookings_public_id_idx ON holiday_bookings (public_id);
CREATE UNIQUE INDEX holiday_bookings_reference_idx ON holiday_bookings (reference);
ALTER TABLE payments ADD COLUMN reference text;
CREATE INDEX payments_reference_idx ON payments (reference);
`,
  },
];

/** Runs SQL text that may hold several statements. */
export type ExecSql = (sql: string) => Promise<void>;
/** Runs a query and returns its rows. */
export type QuerySql = (sql: string) => Promise<Record<string, unknown>[]>;

/** Applies the migrations not yet recorded; returns the versions applied. */
export const runMigrations = async (exec: ExecSql, query: QuerySql): Promise<number[]> => {
  await exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const rows = await query('SELECT version FROM schema_migrations');
  const done = new Set(rows.map((row) => Number(row.version)));
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    await exec(
      `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name.replaceAll("'", "''")}');\nCOMMIT;`,
    );
    applied.push(migration.version);
  }
  return applied;
};
