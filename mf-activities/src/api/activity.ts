/**
 * `GET /activity/{id}` (rule activities.api.detail). A failure shows the server's message, else "Failed to
 * fetch activity details", else "An unexpected error occurred" (rule activities.error.fetch); the page then
 * goes back to /activities.
 */
import { apiGet, isApiError } from '@andaman/shared/api-client/http';
import { activityResponseSchema } from '@andaman/shared/contracts/activities';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { activityMessages } from '../domain/messages';
import { activityKeys } from './activity-keys';

/** One activity. */
export async function getActivity(id: number, signal?: AbortSignal) {
  return (
    await apiGet(`/activity/${id}`, activityResponseSchema, {
      signal,
      fallbackMessage: activityMessages.fetchFailed,
    })
  ).data;
}

/** A missing activity (4xx) is final; a server or network failure is retried as every query is. */
const retryUnlessRefused = (failureCount: number, error: unknown) =>
  failureCount < 3 && !(isApiError(error) && error.status !== undefined && error.status < 500);

export const activityQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: activityKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : ({ signal }) => getActivity(id, signal),
    retry: retryUnlessRefused,
    meta: { errorToast: true },
  });

/** The activity `id` (nothing is asked without one). */
export function useActivity(id: number | undefined) {
  return useQuery(activityQuery(id));
}
