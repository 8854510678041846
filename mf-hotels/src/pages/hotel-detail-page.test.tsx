import { Route, Routes } from '@andaman/shared/router';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen } from '@testing-library/react';
import { HotelDetailPage } from './hotel-detail-page';

const http = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiGet: http.apiGet,
}));

describe('hotel page while the hotel loads', () => {
  it('announces "Loading hotel" from a status region, not from an aria-label on a role-less div', async () => {
    // The hotel never arrives: the page stays in its loading state.
    http.apiGet.mockReturnValue(new Promise(() => undefined));
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/hotels/:hotelId" element={<HotelDetailPage />} />
      </Routes>,
      { route: '/hotels/5' },
    );
    expect(await screen.findByRole('status', { name: 'Loading hotel' })).toBeInTheDocument();
    // axe's aria-prohibited-attr (serious): an accessible name on an element whose role cannot have one.
    const named = [...container.querySelectorAll('[aria-label]')];
    expect(named.filter((element) => !element.getAttribute('role'))).toEqual([]);
  });
});
