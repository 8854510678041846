import { type Guarded, isText, objectOf } from '@andaman/shared/state/stored-shape';
import type { FerryTicket } from './cart';
import { cardPortFee, type FerryCard, type FerryClassOption } from './ferry-card';

/** A seat picked on a seat map: its operator id (`"3B"` for Nautika, the `seat_no` for Green Ocean) and label. */
export const isSelectedSeat = objectOf({ id: isText, label: isText });
export type SelectedSeat = Guarded<typeof isSelectedSeat>;

/**
 * The cart ticket of a leg's selection: the card's sailing, the chosen class and (for Nautika and Green
 * Ocean) the seats. Throws when the class does not belong to the card's operator (a programming error).
 */
export function ticketFromSelection(
  card: FerryCard,
  option: FerryClassOption,
  seats: readonly SelectedSeat[],
  tripNo: number,
): FerryTicket {
  const base = {
    trip_no: tripNo,
    from: card.fromName,
    to: card.toName,
    travel_date: card.travelDate,
    shipName: card.shipName,
    class: option.title,
    price: option.price,
    infantPrice: option.infantPrice,
    portFee: cardPortFee(card),
    dTime: card.departure,
    aTime: card.arrival,
  };
  const { sailing } = card;
  const { ref } = option;
  if (sailing.service === 'makruzz' && ref.service === 'makruzz') {
    return {
      ...base,
      service: 'makruzz',
      schedule_id: sailing.scheduleId,
      ship_id: sailing.shipId,
      class_id: ref.classId,
    };
  }
  if (sailing.service === 'nautika' && ref.service === 'nautika') {
    return {
      ...base,
      service: 'nautika',
      nautika_id: sailing.nautikaId,
      tripId: sailing.tripId,
      vesselID: sailing.vesselID,
      classKey: ref.classKey,
      fromCode: sailing.fromCode,
      toCode: sailing.toCode,
      selected_seats: seats.map((seat) => seat.id),
    };
  }
  if (sailing.service === 'green ocean' && ref.service === 'green ocean') {
    return {
      ...base,
      service: 'green ocean',
      ship_id: sailing.ferryId,
      route_id: sailing.routeId,
      class_id: ref.classId,
      from_id: sailing.fromId,
      dest_to: sailing.destTo,
      seat_id: seats.map((seat) => Number(seat.id)),
      seat_labels: seats.map((seat) => seat.label),
    };
  }
  throw new Error(`Class ${option.key} does not belong to a ${card.service} sailing`);
}
