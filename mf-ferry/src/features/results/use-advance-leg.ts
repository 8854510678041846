import { useNavigate } from '@andaman/shared/router';
import { useAtom, useAtomValue } from 'jotai';
import { useBlockGreenOceanSeats } from '../../api/green-ocean-seat-block';
import { cartAtom, savedTripsAtom } from '../../domain/booking-state';
import { selectLegTicket } from '../../domain/cart-rules';
import type { FerryCard, FerryClassOption } from '../../domain/ferry-card';
import { type LegParams, legResultsPath } from '../../domain/search';
import { type SelectedSeat, ticketFromSelection } from '../../domain/selection';

/**
 * Next / Proceed on a leg: the leg's ticket replaces its previous selection in the cart; Green Ocean seats
 * are held first (the block's own toasts say how it went, and a failed hold still moves on,
 * rule ferry.seats.block) and the hold's token is kept with the ticket for the payment; then the next leg's
 * results, or the checkout after the last leg.
 */
export function useAdvanceLeg(leg: LegParams) {
  const navigate = useNavigate();
  const trips = useAtomValue(savedTripsAtom);
  const [cart, setCart] = useAtom(cartAtom);
  const seatBlock = useBlockGreenOceanSeats();

  const advance = async (card: FerryCard, option: FerryClassOption, seats: SelectedSeat[]) => {
    if (seatBlock.isPending) return;
    let ticket = ticketFromSelection(card, option, seats, leg.trip_no);
    if (ticket.service === 'green ocean') {
      const sailing = {
        fromId: ticket.from_id,
        destTo: ticket.dest_to,
        routeId: ticket.route_id,
        shipId: ticket.ship_id,
        classId: ticket.class_id,
        travelDate: ticket.travel_date,
      };
      // This leg's earlier hold, if any, is replaced rather than left to block its seats.
      const holdToken = cart.greenOcean.find((held) => held.trip_no === leg.trip_no)?.hold_token;
      // A failed hold is not a dead end: its toast warns and the flow continues (rule ferry.seats.block).
      const hold = await seatBlock
        .mutateAsync({ sailing, seatIds: ticket.seat_id, holdToken })
        .catch(() => undefined);
      if (hold) ticket = { ...ticket, hold_token: hold.data.hold_token };
    }
    setCart((cart) => selectLegTicket(cart, ticket));
    const last = leg.trip_no >= leg.trip_count || leg.trip_no >= trips.length;
    navigate(last ? '/passenger-info' : legResultsPath(trips, leg.trip_no + 1));
  };

  return { advance, busy: seatBlock.isPending };
}
