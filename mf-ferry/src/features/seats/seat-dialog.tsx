import { useNavigate } from '@andaman/shared/router';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { Dialog } from '@andaman/shared/ui/dialog';
import { EmptyState } from '@andaman/shared/ui/empty-state';
import { Spinner } from '@andaman/shared/ui/spinner';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useGreenOceanSeatLayout } from '../../api/green-ocean-seats';
import { cartAtom } from '../../domain/booking-state';
import { nautikaSeatsInCart } from '../../domain/cart-rules';
import type { FerryCard, FerryClassOption } from '../../domain/ferry-card';
import { ferryMessages } from '../../domain/messages';
import type { SeatPickerProps } from '../../domain/seat-picker';
import { SeatMap } from './seat-map';
import { greenOceanSeatGrid, isSeatCount, nautikaSeatGrid, type SeatGrid, seatsComplete } from './seat-rules';

function useSeatGrid(card: FerryCard, option: FerryClassOption, tripNo: number, enabled: boolean) {
  const cart = useAtomValue(cartAtom);
  const { sailing, travelDate } = card;
  const { ref } = option;
  const greenOcean =
    sailing.service === 'green ocean' && ref.service === 'green ocean'
      ? {
          fromId: sailing.fromId,
          destTo: sailing.destTo,
          routeId: sailing.routeId,
          shipId: sailing.ferryId,
          classId: ref.classId,
          travelDate,
        }
      : undefined;
  const layout = useGreenOceanSeatLayout(enabled ? greenOcean : undefined);
  if (sailing.service === 'nautika' && ref.service === 'nautika') {
    const taken = nautikaSeatsInCart(
      cart,
      { tripId: sailing.tripId, vesselID: sailing.vesselID, classKey: ref.classKey },
      tripNo,
    );
    return {
      loading: false,
      grid: nautikaSeatGrid(sailing.seatMaps[ref.classKey], taken) as SeatGrid | undefined,
    };
  }
  if (greenOcean) {
    return {
      loading: layout.isPending,
      grid: greenOceanSeatGrid(greenOcean.shipId, greenOcean.classId, layout.data),
    };
  }
  return { loading: false, grid: undefined };
}

/** The seat step of a leg (Nautika and Green Ocean): pick one seat per adult, then Next. */
export function SeatDialog({
  open,
  card,
  option,
  adults,
  tripNo,
  selected,
  onChange,
  onClose,
  onNext,
  busy,
}: SeatPickerProps) {
  const navigate = useNavigate();
  const validCount = isSeatCount(adults);
  const { loading, grid } = useSeatGrid(card, option, tripNo, open && validCount);

  useEffect(() => {
    // Without a usable adults count the seat map cannot work: go back one page (rule ferry.seats.bad-adults).
    if (open && !validCount) navigate(-1);
  }, [open, validCount, navigate]);

  const complete = seatsComplete(selected, adults);
  let body = (
    <p role="status">
      <Spinner /> Loading seats
    </p>
  );
  if (!loading) {
    body =
      grid && grid.length > 0 ? (
        <SeatMap
          grid={grid}
          selected={selected}
          adults={adults}
          onChange={onChange}
          label={`Seats, ${option.title} class`}
        />
      ) : (
        <EmptyState message={ferryMessages.noLayout} />
      );
  }
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      title={`Select seats · ${card.shipName} · ${option.title}`}
      width={720}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          <span aria-live="polite">
            {selected.length} of {adults} seats selected
            {selected.length > 0 ? `: ${selected.map((seat) => seat.label).join(', ')}` : ''}
          </span>
          <ActionButton variant="primary" disabled={!complete} loading={busy} onClick={onNext}>
            Next
          </ActionButton>
        </div>
      }
    >
      <p style={{ marginTop: 0 }}>
        Choose one seat per adult ({adults}). Infants travel on an adult&apos;s lap and need no seat.
      </p>
      {body}
    </Dialog>
  );
}
