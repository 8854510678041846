import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import * as t from '../db/schema';
import { ACTIVITY_SEED } from './activities';
import { blogSeed } from './blog';
import { HOLIDAY_SEED } from './holidays';
import { HOTEL_SEED } from './hotels';
import { LOCATION_SEED } from './locations';
import { WALLET_SEED } from './wallets';

const SEED_VERSION = '1';

/** What to seed besides the catalogue: `testFixtures` adds the records that exist for tests only. */
export type SeedOptions = { testFixtures: boolean };

const insertSeed = async (db: Db, options: SeedOptions) => {
  const blog = blogSeed(options);
  await db.insert(t.locations).values([...LOCATION_SEED]);
  await db.insert(t.activities).values(ACTIVITY_SEED);
  await db.insert(t.hotels).values(HOTEL_SEED.map((entry) => entry.hotel));
  await db.insert(t.roomTypes).values(HOTEL_SEED.flatMap((entry) => entry.roomTypes));
  await db.insert(t.holidayPackages).values(HOLIDAY_SEED.map((entry) => entry.pkg));
  await db.insert(t.holidayPackageDays).values(HOLIDAY_SEED.flatMap((entry) => entry.days));
  await db.insert(t.wpCategories).values(blog.categories);
  await db.insert(t.wpPosts).values(blog.posts);
  await db.insert(t.wpComments).values(blog.comments);
  await db.insert(t.wallets).values([...WALLET_SEED]);
  await db.insert(t.meta).values({ key: 'seed', value: SEED_VERSION });
};

/**
 * Writes the seed once, on the first start with an empty database (with the test fixtures in test mode only).
 * Returns whether it did.
 */
export const seedIfEmpty = async (
  db: Db,
  options: SeedOptions = { testFixtures: false },
): Promise<boolean> => {
  const done = await db.select().from(t.meta).where(eq(t.meta.key, 'seed'));
  if (done.length > 0) return false;
  await db.transaction(async (tx) => insertSeed(tx as unknown as Db, options));
  return true;
};

// Every table, children first; TRUNCATE … RESTART IDENTITY also resets the serial ids.
const ALL_TABLES = [
  'rate_limits',
  'idempotency_keys',
  'paid_bookings',
  'seat_holds',
  'ferry_sales',
  'payments',
  'emails',
  'email_outbox',
  'holiday_bookings',
  'hotel_bookings',
  'activity_bookings',
  'wp_comments',
  'wp_posts',
  'wp_categories',
  'holiday_package_days',
  'holiday_packages',
  'room_types',
  'hotels',
  'activities',
  'locations',
  'wallets',
  'meta',
];

/** Empties every table and writes the seed again, test fixtures included (test mode's reset). */
export const resetToSeed = async (database: Database): Promise<void> => {
  await database.exec(`TRUNCATE ${ALL_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await seedIfEmpty(database.db, { testFixtures: true });
};
