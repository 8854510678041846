/**
 * `GET /activity[?limit=]` (rule activities.api.list): the activities. A failure is silent (no toast,
 * rule activities.error.list):
 * the list stays empty and "No activities found" shows. The API checks its answer with the shared schema
 * (`okWith`), so it is read with `apiRead`: the activities page starts without zod or ky.
 */
import { apiRead } from '@andaman/shared/api-client/api-read';
import type { activityListResponseSchema } from '@andaman/shared/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from './activity-keys';

/** Home's activities section shows 4 (rule activities.home-section). */
export const HOME_ACTIVITY_LIMIT = 4;

/** The activities, `limit` of them when given (a positive number). */
export async function getActivities(limit?: number, signal?: AbortSignal) {
  const path =
    limit === undefined ? '/activity' : `/activity?${new URLSearchParams({ limit: String(limit) })}`;
  return (await apiRead<typeof activityListResponseSchema>(path, signal ? { signal } : {})).data;
}

/**
 * The catalogue changes rarely: kept fresh for 5 minutes. The list a first view was rendered with on the
 * server comes with it (dehydrated), so the live page does not ask for it again at start-up.
 */
export const ACTIVITIES_STALE_MS = 5 * 60 * 1000;

export const getActivitiesQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: activityKeys.list(limit === undefined ? {} : { limit }),
    queryFn: ({ signal }) => getActivities(limit, signal),
    staleTime: ACTIVITIES_STALE_MS,
  });

/** The activities (all of them, or the first `limit`). */
export function useActivities(limit?: number) {
  return useQuery(getActivitiesQueryOptions(limit));
}
