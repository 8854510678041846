import { Route, Routes } from '@andaman/shared/router';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen } from '@testing-library/react';
import { HotelDetailPage } from './hotel-detail-page';
import { HotelsPage } from './hotels-page';

const http = vi.hoisted(() => ({ apiGet: vi.fn(), apiRead: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiGet: http.apiGet,
}));
// The hotels and the hotel are read with apiRead; the search form's locations with apiGet.
vi.mock('@andaman/shared/api-client/api-read', () => ({ apiRead: http.apiRead }));

// Nothing arrives: the pages stay in their loading states.
beforeEach(() => {
  http.apiGet.mockReset().mockReturnValue(new Promise(() => undefined));
  http.apiRead.mockReset().mockReturnValue(new Promise(() => undefined));
});

/** axe's aria-prohibited-attr (serious): an accessible name on a generic element (a div or span without a role). */
const namedWithoutRole = (container: HTMLElement) =>
  [...container.querySelectorAll('div[aria-label], span[aria-label]')].filter(
    (element) => !element.getAttribute('role'),
  );

describe('hotel pages while their data loads', () => {
  it('/hotels/{id} announces "Loading hotel" from a status region, not from an aria-label on a role-less div', async () => {
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/hotels/:hotelId" element={<HotelDetailPage />} />
      </Routes>,
      { route: '/hotels/5' },
    );
    expect(await screen.findByRole('status', { name: 'Loading hotel' })).toBeInTheDocument();
    expect(namedWithoutRole(container)).toEqual([]);
  });

  it('/hotels announces "Loading hotels" the same way while the trending list loads', async () => {
    const { container } = renderWithProviders(<HotelsPage />, { route: '/hotels' });
    expect(
      await screen.findByRole('status', { name: 'Loading hotels' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(namedWithoutRole(container)).toEqual([]);
  });
});
