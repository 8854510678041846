import { configureApi } from '@andaman/shared/api-client/config';
import { DEFAULT_ERROR_MESSAGE } from '@andaman/shared/api-client/http';
import { getRoomType, ROOM_ERROR_MESSAGE } from './room-type';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('GET /hotels/rooms/{id} errors (rule hotels.error.room)', () => {
  beforeEach(() => configureApi({ apiBaseUrl: 'http://api.test/api' }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's message", async () => {
    vi.stubGlobal('fetch', answer(404, { success: false, message: 'Room type 9 not found' }));
    await expect(getRoomType(9)).rejects.toThrow('Room type 9 not found');
  });

  it('says "Error fetching room data" when the server answers without a message', async () => {
    vi.stubGlobal('fetch', answer(500, { success: false }));
    await expect(getRoomType(9)).rejects.toThrow(ROOM_ERROR_MESSAGE);
  });

  it('says "An unexpected error occurred" when no answer arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getRoomType(9)).rejects.toThrow(DEFAULT_ERROR_MESSAGE);
  });
});
