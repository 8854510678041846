import { Link, useParams } from '@andaman/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useToast } from '../ui/toast';
import { createTestQueryClient, renderWithProviders } from './render';

function HotelPage() {
  const { hotelId } = useParams();
  const toast = useToast();
  return (
    <>
      <h1>Hotel {hotelId}</h1>
      <button type="button" onClick={() => toast.success('Booked')}>
        Book
      </button>
      <Link to="/hotels">All hotels</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('mounts the page at the route pattern with its params', () => {
    renderWithProviders(<HotelPage />, { route: '/hotels/42', path: '/hotels/:hotelId' });
    expect(screen.getByRole('heading', { name: 'Hotel 42' })).toBeInTheDocument();
  });

  it('reports where the router went', async () => {
    const { user, getLocation } = renderWithProviders(<HotelPage />, {
      route: '/hotels/42?guests=2',
      path: '/hotels/:hotelId',
    });
    expect(getLocation().search).toBe('?guests=2');
    await user.click(screen.getByRole('link', { name: 'All hotels' }));
    expect(getLocation().pathname).toBe('/hotels');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('provides toasts and the QueryClient it returns', async () => {
    function ClientProbe({ onClient }: { onClient: (client: unknown) => void }) {
      onClient(useQueryClient());
      return null;
    }
    const seen: unknown[] = [];
    const queryClient = createTestQueryClient();
    const { user } = renderWithProviders(
      <>
        <HotelPage />
        <ClientProbe onClient={(client) => seen.push(client)} />
      </>,
      { queryClient },
    );
    expect(seen[0]).toBe(queryClient);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booked')).toBeInTheDocument();
  });
});
