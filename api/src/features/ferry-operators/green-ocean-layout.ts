import { type GreenOceanMapCell, greenOceanSeatMap } from '@andaman/shared/contracts/ferry';
import { greenOceanSeatPrebooked } from './timetable';

/** Seat state in a Green Ocean layout. */
export type SeatStatus = 'available' | 'booked' | 'blocked';

/**
 * The layout of one Green Ocean ferry and class on one sailing: the fixed map's seats with their status
 * (timetable bookings and sold seats are `booked`, live temporary blocks `blocked`). `undefined` when the
 * ferry and class pair has no map.
 */
export const greenOceanLayout = (
  tripKey: string,
  ferryId: number,
  classId: number,
  sold: Set<string> | undefined,
  held: Set<string> | undefined,
): { seat_no: number; seat_numbering: string; status: SeatStatus }[] | undefined => {
  const map = greenOceanSeatMap(ferryId, classId);
  if (!map) return undefined;
  return map
    .flat()
    .filter((cell): cell is NonNullable<GreenOceanMapCell> => cell !== null)
    .map((cell) => {
      const seat = String(cell.seat_no);
      const status: SeatStatus =
        greenOceanSeatPrebooked(tripKey, ferryId, classId, cell.seat_no) || sold?.has(seat)
          ? 'booked'
          : held?.has(seat)
            ? 'blocked'
            : 'available';
      return { ...cell, status };
    });
};
