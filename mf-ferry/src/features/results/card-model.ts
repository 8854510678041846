import type { GreenOceanRoute, MakruzzSchedule, NautikaTrip } from '@andaman/shared/contracts/ferry';
import { FERRY_PORTS, NAUTIKA_CLASSES } from '@andaman/shared/contracts/ferry-constants';
import { parsePortValue } from '@andaman/shared/data/ports';
import { effectivePrice } from '@andaman/shared/rules/currency';
import { clockMinutes, formatClock } from '@andaman/shared/rules/display-format';
import { type FerryCard, type FerryClassOption, OPERATOR_NAME } from '../../domain/ferry-card';
import { ferryMessages } from '../../domain/messages';
import { shownFare } from '../../domain/pricing';
import type { LegParams, PassengerCount } from '../../domain/search';
import {
  greenOceanClassAvailability,
  makruzzClassAvailability,
  nautikaClassAvailability,
} from './class-availability';

/** The name after the dash in a `code-name` value (`PB-Port Blair` → `Port Blair`); plain names pass. */
export function nameAfterDash(value: string): string {
  const index = value.indexOf('-');
  return index === -1 ? value.trim() : value.slice(index + 1).trim();
}

/** The port name of a Nautika port code (`Swaraj Dweep` → `Havelock`), so every card names ports alike. */
export const portNameFromCode = (code: string): string =>
  FERRY_PORTS.find((port) => port.code === code)?.name ?? code;

/**
 * The cards of every operator in order of departure (rule ferry.results.order), earliest first; cards that
 * leave at the same time keep the operators' order.
 */
export const byDeparture = (cards: readonly FerryCard[]): FerryCard[] =>
  [...cards].sort((a, b) => clockMinutes(a.departure) - clockMinutes(b.departure));

/** An hour and minute on the 12-hour clock every card uses (rule site.display-format): `2:05 PM`. */
export const shortTime = (hour: number, minute: number): string =>
  formatClock(`${hour}:${String(minute).padStart(2, '0')}`);

/**
 * Booking notice per service: 'itt majesty' and 'green_ocean' take 3-4 business hours
 * (rule ferry.results.notice).
 */
export function bookingNotice(serviceName: string): string {
  const normalised = serviceName
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  return normalised === 'itt majesty' || normalised === 'green ocean'
    ? ferryMessages.delayedBooking
    : ferryMessages.instantBooking;
}

/** Makruzz sailings → cards: class price and port fee from the rows, infants free. */
export function makruzzCards(schedules: MakruzzSchedule[], passengers: PassengerCount): FerryCard[] {
  return schedules.map((schedule) => ({
    key: `makruzz-${schedule.id}`,
    service: 'makruzz',
    operator: OPERATOR_NAME.makruzz,
    shipName: schedule.display_name || schedule.ship_title,
    travelDate: schedule.travel_date,
    departure: formatClock(schedule.departure_time),
    arrival: formatClock(schedule.arrival_time),
    fromName: nameAfterDash(schedule.source_name),
    toName: nameAfterDash(schedule.destination_name),
    notice: bookingNotice('makruzz'),
    portFee: schedule.psf,
    showsInfantPrice: false,
    needsSeats: false,
    classes: schedule.classes.map((row) => ({
      key: `class-${row.ship_class_id}`,
      title: row.ship_class_title,
      price: shownFare(effectivePrice(row.ship_class_price, row.modified_ship_class_price)),
      infantPrice: 0,
      availability: makruzzClassAvailability(row, passengers),
      ref: { service: 'makruzz', classId: row.ship_class_id },
    })),
    sailing: { service: 'makruzz', scheduleId: schedule.id, shipId: schedule.ship_id },
  }));
}

/** Nautika trips → cards: Premium (`pClass`) and Royal (`bClass`), each with its seat map. */
export function nautikaCards(
  trips: NautikaTrip[],
  passengers: PassengerCount,
  travelDate: string,
): FerryCard[] {
  return trips.map((trip) => {
    const infantPrice = shownFare(trip.fares.infantFare);
    const classes: FerryClassOption[] = [
      {
        key: 'pClass',
        title: NAUTIKA_CLASSES.pClass,
        price: shownFare(effectivePrice(trip.fares.pBaseFare, trip.fares.modifiedpBaseFare)),
        infantPrice,
        availability: nautikaClassAvailability(trip.pClass, passengers),
        ref: { service: 'nautika', classKey: 'pClass' },
      },
      {
        key: 'bClass',
        title: NAUTIKA_CLASSES.bClass,
        price: shownFare(effectivePrice(trip.fares.bBaseFare, trip.fares.modifiedbBaseFare)),
        infantPrice,
        availability: nautikaClassAvailability(trip.bClass, passengers),
        ref: { service: 'nautika', classKey: 'bClass' },
      },
    ];
    return {
      key: `nautika-${trip.id}`,
      service: 'nautika',
      operator: OPERATOR_NAME.nautika,
      shipName: `Nautika ${trip.vesselID}`,
      travelDate,
      departure: shortTime(trip.dTime.hour, trip.dTime.minute),
      arrival: shortTime(trip.aTime.hour, trip.aTime.minute),
      fromName: portNameFromCode(trip.from),
      toName: portNameFromCode(trip.to),
      notice: bookingNotice('nautika'),
      portFee: undefined,
      showsInfantPrice: true,
      needsSeats: true,
      classes,
      sailing: {
        service: 'nautika',
        nautikaId: trip.id,
        tripId: trip.tripId,
        vesselID: trip.vesselID,
        fromCode: trip.from,
        toCode: trip.to,
        seatMaps: { pClass: trip.pClass, bClass: trip.bClass },
      },
    };
  });
}

/**
 * Green Ocean route details (an object of arrays, one per ferry) → cards, one per route and ferry. The infant
 * fare is the infant rate plus the infant port fee (rule ferry.price.infants), each fare with the flat 50.
 */
export function greenOceanCards(
  routesByFerry: Record<string, GreenOceanRoute[]>,
  leg: Pick<LegParams, 'from' | 'to' | 'travel_date'>,
): FerryCard[] {
  const from = parsePortValue(leg.from);
  const to = parsePortValue(leg.to);
  const seen = new Set<string>();
  const cards: FerryCard[] = [];
  for (const route of Object.values(routesByFerry).flat()) {
    const key = `green-ocean-${route.route_id}-${route.ferry_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cards.push({
      key,
      service: 'green ocean',
      operator: OPERATOR_NAME['green ocean'],
      shipName: route.ferry_name,
      travelDate: leg.travel_date,
      departure: formatClock(route.departure),
      arrival: formatClock(route.arraival),
      fromName: from?.name ?? leg.from,
      toName: to?.name ?? leg.to,
      notice: bookingNotice('green_ocean'),
      portFee: route.classes[0]?.port_fee,
      showsInfantPrice: true,
      needsSeats: true,
      classes: route.classes.map((row) => ({
        key: `class-${row.class_id}`,
        title: row.class_name,
        price: shownFare(effectivePrice(row.adult_seat_rate, row.modified_adult_seat_rate)),
        infantPrice: shownFare(row.infant_seat_rate + row.port_fee_infant),
        availability: greenOceanClassAvailability(row),
        ref: { service: 'green ocean', classId: row.class_id },
      })),
      sailing: {
        service: 'green ocean',
        routeId: route.route_id,
        ferryId: route.ferry_id,
        fromId: from?.id ?? 0,
        destTo: to?.id ?? 0,
      },
    });
  }
  return cards;
}
