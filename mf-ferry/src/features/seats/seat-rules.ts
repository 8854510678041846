import { type GreenOceanSeat, greenOceanSeatMap, type NautikaSeatMap } from '@andaman/shared/contracts/ferry';
import type { SelectedSeat } from '../../domain/selection';

/** A seat on a map: its operator id, its label and whether it can be chosen. `null` marks an aisle or gap. */
export type SeatCell = { id: string; label: string; available: boolean } | null;

/** A seat map as rows of cells, front row first. */
export type SeatGrid = SeatCell[][];

/**
 * Whether `adults` can drive a seat map (the map goes back one page otherwise, rule ferry.seats.bad-adults).
 */
export const isSeatCount = (adults: unknown): adults is number =>
  typeof adults === 'number' && Number.isInteger(adults) && adults > 0;

/**
 * Toggles a seat: a chosen seat is released; a free one is added only while fewer seats than adults are
 * chosen (infants get no seat, rule ferry.seats.no-infant-seats). Unavailable seats never change the
 * selection.
 */
export function toggleSeat(
  selected: readonly SelectedSeat[],
  seat: Exclude<SeatCell, null>,
  adults: number,
): SelectedSeat[] {
  if (selected.some((chosen) => chosen.id === seat.id))
    return selected.filter((chosen) => chosen.id !== seat.id);
  if (!seat.available || selected.length >= adults) return [...selected];
  return [...selected, { id: seat.id, label: seat.label }];
}

/** Next is enabled only when exactly one seat per adult is chosen (rule ferry.seats.max-adults). */
export const seatsComplete = (selected: readonly SelectedSeat[], adults: number): boolean =>
  isSeatCount(adults) && selected.length === adults;

/** Splits a Nautika seat key into its row and letter (`"12D"` → 12, `"D"`); `undefined` if malformed. */
export function parseNautikaSeatKey(key: string): { row: number; letter: string } | undefined {
  const match = /^(\d+)([A-Z])$/.exec(key);
  if (!match) return undefined;
  return { row: Number(match[1]), letter: match[2] ?? '' };
}

/**
 * A Nautika class's seat map as a grid. Seats are numbered from their keys (row plus letter,
 * rule ferry.seats.nautika-numbering): rows in number order, letters in alphabetical order with an aisle down
 * the middle. A seat is disabled when booked, blocked or already chosen in the cart (`takenInCart`).
 */
export function nautikaSeatGrid(map: NautikaSeatMap, takenInCart: ReadonlySet<string> = new Set()): SeatGrid {
  const rows = new Map<number, Map<string, boolean>>();
  const letters = new Set<string>();
  for (const [key, seat] of Object.entries(map)) {
    const parsed = parseNautikaSeatKey(key);
    if (!parsed) continue;
    letters.add(parsed.letter);
    const available = seat.isBooked === 0 && seat.isBlocked === 0 && !takenInCart.has(key);
    const row = rows.get(parsed.row) ?? new Map<string, boolean>();
    row.set(parsed.letter, available);
    rows.set(parsed.row, row);
  }
  const columns = [...letters].sort();
  const aisleAt = Math.ceil(columns.length / 2);
  return [...rows.keys()]
    .sort((a, b) => a - b)
    .map((rowNumber) => {
      const row = rows.get(rowNumber) ?? new Map<string, boolean>();
      const cells: SeatCell[] = columns.map((letter) => {
        const available = row.get(letter);
        return available === undefined
          ? null
          : { id: `${rowNumber}${letter}`, label: `${rowNumber}${letter}`, available };
      });
      if (columns.length > 2) cells.splice(aisleAt, 0, null);
      return cells;
    });
}

/**
 * A Green Ocean seat map: the fixed map of the ferry and class, each seat available only when the layout
 * says so. `undefined` when the pair has no fixed map or the layout is missing ("No ship layout found!").
 */
export function greenOceanSeatGrid(
  ferryId: number,
  classId: number,
  layout: readonly GreenOceanSeat[] | undefined,
): SeatGrid | undefined {
  const map = greenOceanSeatMap(ferryId, classId);
  if (!map || !layout || layout.length === 0) return undefined;
  const status = new Map(layout.map((seat) => [seat.seat_no, seat.status]));
  return map.map((row) =>
    row.map((cell) =>
      cell === null
        ? null
        : {
            id: String(cell.seat_no),
            label: cell.seat_numbering,
            available: status.get(cell.seat_no) === 'available',
          },
    ),
  );
}
