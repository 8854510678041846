import { useNavigate } from '@andaman/shared/router';
import { useToast } from '@andaman/shared/ui/toast';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { selectLegTicket } from '../cart/cart-rules';
import { cartAtom } from '../cart/cart-state';
import { type SelectedSeat, ticketFromSelection } from '../cart/ticket-from-selection';
import { ferryMessages } from '../ferry-messages';
import { type LegParams, legResultsPath } from '../search/search-rules';
import { savedTripsAtom } from '../search/search-state';
import { useFerryNotifier } from '../use-ferry-notifier';
import type { FerryCard, FerryClassOption } from './card-model';
import { blockGreenOceanSeats } from './operator-queries';

/**
 * Next / Proceed on a leg: the leg's ticket replaces its previous selection in the cart; Green Ocean seats
 * are held first (a failed hold shows a toast and the flow still moves on, spec 001 §4); then the next
 * leg's results, or the checkout after the last leg.
 */
export function useAdvanceLeg(leg: LegParams) {
  const navigate = useNavigate();
  const toast = useToast();
  const notifier = useFerryNotifier();
  const trips = useAtomValue(savedTripsAtom);
  const setCart = useSetAtom(cartAtom);
  const [busy, setBusy] = useState(false);

  const advance = async (card: FerryCard, option: FerryClassOption, seats: SelectedSeat[]) => {
    if (busy) return;
    setBusy(true);
    const ticket = ticketFromSelection(card, option, seats, leg.trip_no);
    if (ticket.service === 'green ocean') {
      try {
        await blockGreenOceanSeats(
          {
            fromId: ticket.from_id,
            destTo: ticket.dest_to,
            routeId: ticket.route_id,
            shipId: ticket.ship_id,
            classId: ticket.class_id,
            travelDate: ticket.travel_date,
          },
          ticket.seat_id,
          // The server's success message shows as a toast (spec 001 §8); a failure gets the seat-block
          // message below instead of the server's.
          { success: notifier.success, error: () => undefined },
        );
      } catch {
        toast.error(ferryMessages.seatBlockFailed);
      }
    }
    setCart((cart) => selectLegTicket(cart, ticket));
    setBusy(false);
    const last = leg.trip_no >= leg.trip_count || leg.trip_no >= trips.length;
    navigate(last ? '/passenger-info' : legResultsPath(trips, leg.trip_no + 1));
  };

  return { advance, busy };
}
