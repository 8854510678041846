import { getHotel, getTrendingHotels, searchHotels } from './hotels';

const read = vi.hoisted(() => ({ apiRead: vi.fn() }));
vi.mock('@andaman/shared/api-client/api-read', () => ({ apiRead: read.apiRead }));

const page = { data: [], meta: { total: 0, page: 1, limit: 10 } };

beforeEach(() => {
  read.apiRead.mockReset().mockResolvedValue({ success: true, data: page });
});

const askedPath = (): string => read.apiRead.mock.calls[0]?.[0];

describe('hotel reads (rule hotels.api.trending, rule hotels.api.search, rule hotels.api.detail)', () => {
  it('asks for a page of 9 trending hotels', async () => {
    expect(await getTrendingHotels(2)).toEqual(page);
    expect(askedPath()).toBe('/hotels?limit=9&page=2');
  });

  it('searches 10 per page by location, with the price ceiling and one category parameter per category', async () => {
    await searchHotels({ locationId: 3, page: 1, pricePerNight: 5000, categories: ['DELUXE', 'LUXURY'] });
    expect(askedPath()).toBe(
      '/hotels?page=1&limit=10&locationId=3&pricePerNight=5000&category=DELUXE&category=LUXURY',
    );
  });

  it('leaves out the price ceiling and the categories when none is chosen', async () => {
    await searchHotels({ locationId: 3, page: 2, categories: [] });
    expect(askedPath()).toBe('/hotels?page=2&limit=10&locationId=3');
  });

  it('reads one hotel by its id, passing the query’s abort signal on', async () => {
    const signal = new AbortController().signal;
    await getHotel(7, signal);
    expect(read.apiRead).toHaveBeenCalledWith('/hotels/7', { signal });
  });
});
