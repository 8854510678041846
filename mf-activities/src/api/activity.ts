/**
 * `GET /activity/{id}` (rule activities.api.detail). A failure shows the server's message, else "Failed to
 * fetch activity details", else "An unexpected error occurred" (rule activities.error.fetch); the page then
 * goes back to /activities. The API checks its answer with the shared schema (`okWith`), so it is read with
 * `apiRead`: the checkout starts without zod or ky (its form brings them when it loads).
 */
import { apiRead } from '@andaman/shared/api-client/api-read';
import type { activityResponseSchema } from '@andaman/shared/contracts/activities';
import { whenDefined } from '@andaman/shared/query/when-defined';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityMessages } from '../domain/messages';
import { activityKeys } from './activity-keys';

/** One activity. */
export async function getActivity(id: number, signal?: AbortSignal) {
  return (
    await apiRead<typeof activityResponseSchema>(`/activity/${id}`, {
      ...(signal ? { signal } : {}),
      fallbackMessage: activityMessages.fetchFailed,
    })
  ).data;
}

export const getActivityQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: whenDefined(id, getActivity),
    meta: { errorToast: true },
  });

/** The activity `id` (nothing is asked without one). */
export function useActivity(id: number | undefined) {
  return useQuery(getActivityQueryOptions(id));
}
