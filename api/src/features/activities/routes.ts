import {
  activityListQuerySchema,
  activityListResponseSchema,
  activityResponseSchema,
} from '@andaman/shared/contracts/activities';
import { idParamSchema } from '@andaman/shared/contracts/common';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { activities, locations } from '../../db/schema';
import { absoluteUrl, type Deps, imageOrigin } from '../../deps';
import { okWith } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { readParam, readQuery } from '../../http/validation';

type ActivityRow = typeof activities.$inferSelect;

const toActivity = (origin: string, row: ActivityRow, locationName: string) => ({
  id: row.id,
  name: row.name,
  images: row.images.map((path) => absoluteUrl(origin, path)),
  location: { id: row.locationId, name: locationName },
  description: row.description,
  starterPrice: row.starterPrice,
  offerPrice: row.offerPrice,
});

/**
 * `GET /activity[?limit=]` and `GET /activity/{id}`, both checked with the schemas the site reads them by
 * (`okWith`): the activities page reads them on its first load without checking them again.
 */
export const activityRoutes = ({ db, config }: Deps) => {
  const locationNames = async () => new Map((await db.select().from(locations)).map((l) => [l.id, l.name]));

  return new Hono()
    .get('/activity', async (c) => {
      const { limit } = readQuery(c, activityListQuerySchema);
      const query = db.select().from(activities).orderBy(asc(activities.id));
      const rows = limit === undefined ? await query : await query.limit(limit);
      const names = await locationNames();
      const origin = imageOrigin(c, config);
      return okWith(
        c,
        activityListResponseSchema,
        rows.map((row) => toActivity(origin, row, names.get(row.locationId) ?? '')),
      );
    })
    .get('/activity/:id', async (c) => {
      const id = readParam(c, 'id', idParamSchema);
      const [row] = await db.select().from(activities).where(eq(activities.id, id));
      if (!row) throw notFound(`Activity ${id} not found`);
      const names = await locationNames();
      return okWith(
        c,
        activityResponseSchema,
        toActivity(imageOrigin(c, config), row, names.get(row.locationId) ?? ''),
      );
    });
};

/** Loads an activity or answers 404. */
export const requireActivity = async (db: Deps['db'], id: number): Promise<ActivityRow> => {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw notFound(`Activity ${id} not found`);
  return row;
};
