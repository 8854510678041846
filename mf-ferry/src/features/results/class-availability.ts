import type { GreenOceanClass, MakruzzClass, NautikaSeatMap } from '@andaman/shared/contracts/ferry';
import type { ClassAvailability } from '../../domain/ferry-card';
import type { PassengerCount } from '../../domain/search';

/** The label of an unavailable class. */
export const AVAILABILITY_LABEL: Record<Exclude<ClassAvailability, 'available'>, string> = {
  'not-available': 'Not available',
  'sold-out': 'Sold out',
};

/**
 * A Makruzz class is selectable only if active, not deleted, and adults + children fit in its seats; an
 * inactive or deleted class is "Not available", one with too few seats "Sold out"
 * (rule ferry.class.makruzz-availability).
 */
export function makruzzClassAvailability(row: MakruzzClass, passengers: PassengerCount): ClassAvailability {
  if (row.is_active !== 1 || row.is_deleted !== 0) return 'not-available';
  if (passengers.adults + passengers.children > row.seat) return 'sold-out';
  return 'available';
}

/** A Green Ocean class is "Sold out" when `seat_available` is 0 (rule ferry.class.green-ocean-sold-out). */
export function greenOceanClassAvailability(row: GreenOceanClass): ClassAvailability {
  return row.seat_available === 0 ? 'sold-out' : 'available';
}

/** Nautika seats that can be chosen: neither booked nor blocked. */
export function openNautikaSeats(map: NautikaSeatMap): string[] {
  return Object.entries(map)
    .filter(([, seat]) => seat.isBooked === 0 && seat.isBlocked === 0)
    .map(([key]) => key);
}

/**
 * A Nautika class is "Sold out" when fewer seats are open than adults need (each adult gets a seat, so
 * the seat step could never be completed); the product rules give Nautika no other class
 * rule (rule ferry.seats.max-adults).
 */
export function nautikaClassAvailability(map: NautikaSeatMap, passengers: PassengerCount): ClassAvailability {
  return openNautikaSeats(map).length < passengers.adults ? 'sold-out' : 'available';
}
