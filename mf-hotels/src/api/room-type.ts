/**
 * `GET /hotels/rooms/{roomId}` (rule hotels.api.room): the room of the checkout, with its hotel's banner and
 * rating. Errors (rule hotels.error.room): the server's message, else "Error fetching room data"; anything
 * that is not an answer from the server, "An unexpected error occurred".
 */
import { apiGet } from '@andaman/shared/api-client/http';
import { roomTypeResponseSchema } from '@andaman/shared/contracts/hotels';
import { whenDefined } from '@andaman/shared/query/when-defined';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotelKeys } from './hotel-keys';

export const ROOM_ERROR_MESSAGE = 'Error fetching room data';

/** The room type. */
export async function getRoomType(id: number, signal?: AbortSignal) {
  const response = await apiGet(`/hotels/rooms/${id}`, roomTypeResponseSchema, {
    signal,
    fallbackMessage: ROOM_ERROR_MESSAGE,
  });
  return response.data;
}

export const getRoomTypeQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: hotelKeys.room(id),
    queryFn: whenDefined(id, getRoomType),
    meta: { errorToast: true },
  });

/** The room type `id` (nothing is asked without one). */
export const useRoomType = (id: number | undefined) => useQuery(getRoomTypeQueryOptions(id));
