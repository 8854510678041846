/**
 * A booking read again by its owner with the token this browser keeps (rule trips.api.read), without
 * TanStack Query, ky or zod: the thank-you pages show it on their first load. The answer is the API's,
 * checked there with `tripResponseSchema` (`apiRead`).
 */
import { apiRead } from '@andaman/shared/api-client/api-read';
import type { Trip, tripResponseSchema } from '@andaman/shared/contracts/trips';
import { BOOKING_TOKEN_HEADER } from '@andaman/shared/rules/booking-reference';
import { ownerTokenOf } from '@andaman/shared/state/device-bookings';

/** `GET /trips/{reference}` with this browser's token; `undefined` when this browser holds none. */
export async function fetchTrip(reference: string, signal?: AbortSignal): Promise<Trip | undefined> {
  const token = ownerTokenOf(reference);
  if (!token) return undefined;
  const response = await apiRead<typeof tripResponseSchema>(`/trips/${encodeURIComponent(reference)}`, {
    headers: { [BOOKING_TOKEN_HEADER]: token },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
