import { idParamSchema } from '@andaman/shared/contracts/common';
import {
  holidayPackageListQuerySchema,
  holidayPackageListResponseSchema,
  holidayPackageResponseSchema,
} from '@andaman/shared/contracts/holidays';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { holidayPackageDays, holidayPackages, hotels, locations } from '../../db/schema';
import { absoluteUrl, type Deps, imageOrigin } from '../../deps';
import { okWith } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { readParam, readQuery } from '../../http/validation';

type PackageRow = typeof holidayPackages.$inferSelect;

const withDays = async (db: Db, origin: string, rows: PackageRow[]) => {
  if (rows.length === 0) return [];
  const days = await db
    .select()
    .from(holidayPackageDays)
    .where(
      inArray(
        holidayPackageDays.packageId,
        rows.map((p) => p.id),
      ),
    )
    .orderBy(asc(holidayPackageDays.day));
  const hotelIds = [...new Set(days.map((d) => d.hotelId))];
  const [hotelRows, places] = await Promise.all([
    hotelIds.length > 0 ? db.select().from(hotels).where(inArray(hotels.id, hotelIds)) : [],
    db.select().from(locations),
  ]);
  const names = new Map(places.map((l) => [l.id, l.name]));
  const hotelsById = new Map(hotelRows.map((h) => [h.id, h]));
  return rows.map((pkg) => ({
    id: pkg.id,
    name: pkg.name,
    images: pkg.images.map((path) => absoluteUrl(origin, path)),
    price: pkg.price,
    mainLocationId: pkg.mainLocationId,
    mainLocation: { id: pkg.mainLocationId, name: names.get(pkg.mainLocationId) ?? '' },
    totalPerson: pkg.totalPerson,
    durationInDays: pkg.durationInDays,
    nights: pkg.nights,
    start: pkg.start,
    end: pkg.end,
    shortDescription: pkg.shortDescription,
    longDescription: pkg.longDescription,
    inclusive: pkg.inclusive,
    exclusive: pkg.exclusive,
    days: days
      .filter((d) => d.packageId === pkg.id)
      .flatMap((d) => {
        const hotel = hotelsById.get(d.hotelId);
        if (!hotel) return [];
        return [
          {
            id: d.id,
            day: d.day,
            title: d.title,
            description: d.description,
            hotel: {
              id: hotel.id,
              name: hotel.name,
              hotelImages: hotel.hotelImages.map((path) => absoluteUrl(origin, path)),
              rating: hotel.rating,
              category: hotel.category,
              location: { name: names.get(hotel.locationId) ?? '' },
            },
          },
        ];
      }),
  }));
};

/**
 * `GET /holidayPackage` (paged, optional mainLocationId) and `GET /holidayPackage/{id}`, both checked with
 * the schemas the site reads them by (`okWith`): the package pages read them without checking them again.
 */
export const holidayRoutes = ({ db, config }: Deps) =>
  new Hono()
    .get('/holidayPackage', async (c) => {
      const query = readQuery(c, holidayPackageListQuerySchema);
      const where =
        query.mainLocationId === undefined
          ? undefined
          : eq(holidayPackages.mainLocationId, query.mainLocationId);
      const [totals] = await db.select({ total: count() }).from(holidayPackages).where(where);
      const rows = await db
        .select()
        .from(holidayPackages)
        .where(where)
        .orderBy(asc(holidayPackages.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return okWith(c, holidayPackageListResponseSchema, {
        data: await withDays(db, imageOrigin(c, config), rows),
        meta: { total: totals?.total ?? 0, page: query.page, limit: query.limit },
      });
    })
    .get('/holidayPackage/:id', async (c) => {
      const id = readParam(c, 'id', idParamSchema);
      const rows = await db.select().from(holidayPackages).where(eq(holidayPackages.id, id));
      const [pkg] = await withDays(db, imageOrigin(c, config), rows);
      if (!pkg) throw notFound('Holiday package not found');
      return okWith(c, holidayPackageResponseSchema, pkg);
    });
