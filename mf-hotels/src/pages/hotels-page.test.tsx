import { createTestQueryClient, renderWithProviders } from '@andaman/shared/testing/render';
import { act, screen, within } from '@testing-library/react';
import { routes } from '../routes';
import { hotel, hotelPage, roomType } from '../testing/hotel-builders';
import { HotelsPage } from './hotels-page';

const http = vi.hoisted(() => ({ apiGet: vi.fn(), apiRead: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiGet: http.apiGet,
}));
// The hotels are read with apiRead; the search form's locations with apiGet.
vi.mock('@andaman/shared/api-client/api-read', () => ({ apiRead: http.apiRead }));

const hotels = Array.from({ length: 9 }, (_, i) =>
  hotel({
    id: i + 1,
    name: `Hotel ${i + 1}`,
    roomTypes: [roomType({ basePrice: 5000 + i * 100, discountPrice: 0 })],
  }),
);

beforeEach(() => {
  http.apiGet.mockReset().mockReturnValue(new Promise(() => undefined));
  http.apiRead.mockReset().mockResolvedValue(hotelPage(hotels, 23, 1, 9));
});

/** As the shell hydrates the cache from a first view rendered on the server, just now: the route's own prefetch. */
async function prefetched(search: string) {
  const queryClient = createTestQueryClient();
  const prefetch = routes.find((route) => route.path === '/hotels')?.prefetch;
  await prefetch?.({}, queryClient, new URLSearchParams(search));
  const asked = http.apiRead.mock.calls.map(([path]) => path);
  http.apiRead.mockClear();
  return { queryClient, asked };
}

const listRequests = () => http.apiRead.mock.calls.map(([path]) => String(path));

describe('/hotels', () => {
  it('asks for nothing its first view came with: the page of trending hotels the address asks for', async () => {
    const { queryClient, asked } = await prefetched('page=2');
    expect(asked).toEqual(['/hotels?limit=9&page=2']);
    renderWithProviders(<HotelsPage />, { route: '/hotels?page=2', queryClient });
    // The first render is the server's: the cards with their prices and the pager, no loading state.
    expect(screen.getByRole('heading', { name: 'Trending Hotels' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('article', { name: 'Hotel 9' })).toHaveTextContent('₹5,800');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading hotels' })).toBeNull();
    expect(queryClient.isFetching()).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listRequests()).toEqual([]);
  });

  it("asks for nothing its first view came with: the address's search, categories and price ceiling", async () => {
    http.apiRead.mockResolvedValue(hotelPage(hotels.slice(0, 2)));
    const search =
      'locationId=2&checkIn=2030-01-10&checkOut=2030-01-12&guests=2&pricePerNight=6000&category=LUXURY';
    const { queryClient, asked } = await prefetched(search);
    expect(asked).toEqual(['/hotels?page=1&limit=10&locationId=2&pricePerNight=6000&category=LUXURY']);
    renderWithProviders(<HotelsPage />, { route: `/hotels?${search}`, queryClient });
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Hotel 2' });
    expect(within(card).getByRole('button', { name: 'Book Now at Hotel 2' })).toBeInTheDocument();
    expect(card).toHaveTextContent('₹5,100');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(queryClient.isFetching()).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listRequests()).toEqual([]);
  });

  it('asks for the next page when the traveller pages', async () => {
    const { queryClient } = await prefetched('');
    const { user } = renderWithProviders(<HotelsPage />, { route: '/hotels', queryClient });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listRequests()).toEqual(['/hotels?limit=9&page=2']);
  });
});
