import type { ComponentType } from 'react';
import type { FerryCard, FerryClassOption } from './ferry-card';
import type { SelectedSeat } from './selection';

/**
 * What the results ask of a seat picker (the seats feature provides it; the results page plugs it in),
 * so the results never import the seats feature or the other way round.
 */
export interface SeatPickerProps {
  open: boolean;
  card: FerryCard;
  option: FerryClassOption;
  adults: number;
  tripNo: number;
  selected: SelectedSeat[];
  onChange: (seats: SelectedSeat[]) => void;
  onClose: () => void;
  onNext: () => void;
  /** True while Next is being processed (seat hold). */
  busy: boolean;
}

/** A seat picker component. */
export type SeatPicker = ComponentType<SeatPickerProps>;
