import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAtom, savedTripsAtom } from '../../domain/booking-state';
import { ferryMessages } from '../../domain/messages';
import type { LegParams } from '../../domain/search';
import { greenOceanRoute, makruzzSchedule } from '../../testing/ferry-builders';
import { greenOceanCards, makruzzCards } from './card-model';
import { useAdvanceLeg } from './use-advance-leg';

const ferryPost = vi.hoisted(() => vi.fn());
vi.mock('../../api/ferry-request', () => ({ ferryPost }));

const PB = '1-Port Blair-Port Blair';
const HL = '2-Havelock-Swaraj Dweep';
const leg: LegParams = {
  adults: 2,
  children: 0,
  from: PB,
  to: HL,
  travel_date: '2099-01-10',
  trip_no: 1,
  trip_count: 1,
  id: 1,
};
const trips = [{ id: 1, from: PB, to: HL, travel_date: '2099-01-10', adults: 2, children: 0 }];
const seats = [
  { id: '7', label: '3A' },
  { id: '8', label: '3B' },
];

function Advance({ service }: { service: 'green ocean' | 'makruzz' }) {
  const { advance, busy } = useAdvanceLeg(leg);
  const [card] =
    service === 'green ocean'
      ? greenOceanCards({ ferry_1: [greenOceanRoute()] }, leg)
      : makruzzCards([makruzzSchedule()], leg);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() =>
        card?.classes[0] && void advance(card, card.classes[0], service === 'makruzz' ? [] : seats)
      }
    >
      Next
    </button>
  );
}

const renderAdvance = (service: 'green ocean' | 'makruzz') => {
  const store = createStore();
  store.set(savedTripsAtom, trips);
  return {
    store,
    ...renderWithProviders(
      <Provider store={store}>
        <Advance service={service} />
      </Provider>,
      { route: '/tickets' },
    ),
  };
};

describe('advancing a leg', () => {
  beforeEach(() => {
    ferryPost.mockReset();
    sessionStorage.clear();
  });

  it('holds the Green Ocean seats, shows the server message, adds the ticket with its hold token and moves on', async () => {
    ferryPost.mockResolvedValue({
      success: true,
      message: 'Seats blocked for 15 minutes',
      data: {
        status: 200,
        message: 'Seats blocked',
        seat_id: [7, 8],
        hold_token: 'token-of-the-hold-000000',
      },
    });
    const { user, store, getLocation } = renderAdvance('green ocean');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(getLocation().pathname).toBe('/passenger-info'));
    expect(ferryPost).toHaveBeenCalledTimes(1);
    const [path, body] = ferryPost.mock.calls[0] ?? [];
    expect(path).toBe('/green-ocean/temporary-seat-block');
    expect(body).toEqual({
      ship_id: 1,
      from_id: 1,
      dest_to: 2,
      route_id: 3,
      class_id: 1,
      travel_date: '10-01-2099',
      seat_id: [7, 8],
    });
    expect(await screen.findByText('Seats blocked for 15 minutes')).toBeInTheDocument();
    expect(store.get(cartAtom).greenOcean.map((ticket) => ticket.seat_id)).toEqual([[7, 8]]);
    expect(store.get(cartAtom).greenOcean[0]?.hold_token).toBe('token-of-the-hold-000000');
  });

  it("sends the leg's earlier hold token, so holding again replaces that hold", async () => {
    ferryPost.mockResolvedValue({
      success: true,
      data: {
        status: 200,
        message: 'Seats blocked',
        seat_id: [7, 8],
        hold_token: 'token-of-the-hold-000000',
      },
    });
    const { user, store } = renderAdvance('green ocean');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(store.get(cartAtom).greenOcean).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ferryPost).toHaveBeenCalledTimes(2));
    expect(ferryPost.mock.calls[1]?.[1]).toMatchObject({ hold_token: 'token-of-the-hold-000000' });
  });

  it('warns when the hold fails and still moves on with the ticket (rule ferry.seats.block)', async () => {
    ferryPost.mockRejectedValue(new Error('seat taken'));
    const { user, store, getLocation } = renderAdvance('green ocean');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(ferryMessages.seatBlockFailed)).toBeInTheDocument();
    await waitFor(() => expect(getLocation().pathname).toBe('/passenger-info'));
    expect(store.get(cartAtom).greenOcean).toHaveLength(1);
  });

  it('holds nothing for Makruzz', async () => {
    const { user, store, getLocation } = renderAdvance('makruzz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(getLocation().pathname).toBe('/passenger-info'));
    expect(ferryPost).not.toHaveBeenCalled();
    expect(store.get(cartAtom).makruzz).toHaveLength(1);
  });
});
