/**
 * `GET /hotels/rooms/{roomId}` (rule hotels.api.room): the room of the checkout, with its hotel's banner and
 * rating. Errors (rule hotels.error.room): the server's message, else "Error fetching room data"; anything
 * that is not an answer from the server, "An unexpected error occurred".
 */
import { ApiError, apiGet, DEFAULT_ERROR_MESSAGE, isApiError } from '@andaman/shared/api-client/http';
import { roomTypeResponseSchema } from '@andaman/shared/contracts/hotels';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { hotelKeys } from './hotels';

export const ROOM_ERROR_MESSAGE = 'Error fetching room data';

export const roomKeys = {
  detail: (id: number) => [...hotelKeys.all, 'room', id] as const,
};

/** The room type, or an `ApiError` with its message (rule hotels.error.room). */
export async function getRoomType(id: number, signal?: AbortSignal) {
  try {
    const response = await apiGet(`/hotels/rooms/${id}`, roomTypeResponseSchema, {
      signal,
      fallbackMessage: ROOM_ERROR_MESSAGE,
    });
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status !== undefined) throw error;
    if (isApiError(error) && error.code === 'ABORTED') throw error;
    throw new ApiError(DEFAULT_ERROR_MESSAGE, { cause: error });
  }
}

export const roomTypeQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: id === undefined ? [...hotelKeys.all, 'room', 'none'] : roomKeys.detail(id),
    queryFn: id === undefined ? skipToken : ({ signal }) => getRoomType(id, signal),
    retry: (count, error) => count < 3 && !('status' in error && error.status === 404),
    meta: { errorToast: true },
  });

export const useRoomType = (id: number | undefined) => useQuery(roomTypeQueryOptions(id));
