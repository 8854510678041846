import { hotelSearchMessages } from '@andaman/shared/contracts/hotel-search-messages';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { HotelSearchForm } from './hotel-search-form';

const http = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiGet: http.apiGet,
}));

function renderForm() {
  http.apiGet.mockResolvedValue({
    data: [
      { id: 1, name: 'Port Blair' },
      { id: 2, name: 'Havelock (Swaraj Dweep)' },
    ],
  });
  return renderWithProviders(
    <Provider store={createStore()}>
      <HotelSearchForm query={{}} />
    </Provider>,
    { route: '/hotels' },
  );
}

describe('HotelSearchForm', () => {
  it('shows the search messages when searched empty, and stays on the page', async () => {
    const { user, getLocation } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    for (const message of [
      hotelSearchMessages.location,
      hotelSearchMessages.checkIn,
      hotelSearchMessages.checkOut,
      hotelSearchMessages.guests,
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(getLocation().search).toBe('');
  });

  it('counts guests from 1 with the stepper, and keeps only digits in the price', async () => {
    const { user } = renderForm();
    const guests = screen.getByLabelText('Guests');
    expect(screen.getByRole('button', { name: 'Fewer guests' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More guests' }));
    expect(guests).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'More guests' }));
    expect(guests).toHaveValue('2');

    const price = screen.getByLabelText('Price per night (optional)');
    expect(price).toHaveAttribute('inputmode', 'numeric');
    await user.type(price, '2,5a00');
    expect(price).toHaveValue('2500');
  });
});
