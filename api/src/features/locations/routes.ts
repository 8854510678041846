import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { locations } from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';

/** `GET /locations` → `{ success, data: [{ id, name }] }`. */
export const locationRoutes = ({ db }: Deps) =>
  new Hono().get('/locations', async (c) => {
    const rows = await db.select().from(locations).orderBy(asc(locations.id));
    return ok(c, rows);
  });
