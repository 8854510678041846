import { ApiError, DEFAULT_ERROR_MESSAGE } from '@andaman/shared/api-client/http';
import { getRoomType, ROOM_ERROR_MESSAGE } from './room-type';

const http = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiGet: http.apiGet,
}));

describe('GET /hotels/rooms/{id} errors (rule hotels.error.room)', () => {
  it('asks with "Error fetching room data" as the fallback of a server error', async () => {
    http.apiGet.mockRejectedValue(new ApiError('Room type 9 not found', { status: 404 }));
    await expect(getRoomType(9)).rejects.toThrow('Room type 9 not found');
    expect(http.apiGet.mock.calls[0]?.[2]).toMatchObject({ fallbackMessage: ROOM_ERROR_MESSAGE });
  });
  it('turns anything else into "An unexpected error occurred"', async () => {
    http.apiGet.mockRejectedValue(new ApiError('Error fetching room data', { code: 'NETWORK_ERROR' }));
    await expect(getRoomType(9)).rejects.toThrow(DEFAULT_ERROR_MESSAGE);
  });
});
