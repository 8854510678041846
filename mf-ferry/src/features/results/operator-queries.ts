import { ferryPost, type Notifier } from '@andaman/shared/api-client/ferry-api';
import {
  greenOceanRouteDetailsResponseSchema,
  greenOceanSeatBlockResponseSchema,
  greenOceanSeatLayoutResponseSchema,
  makruzzScheduleSearchResponseSchema,
  nautikaTripDataResponseSchema,
} from '@andaman/shared/contracts/ferry';
import { parsePortValue } from '@andaman/shared/data/ports';
import { ferryKeys } from '@andaman/shared/query/keys';
import { queryOptions } from '@tanstack/react-query';
import { toDdMmYyyy } from '../checkout/payment-payload';
import type { LegParams } from '../search/search-rules';

/** The leg fields every operator search needs. */
export type LegSearch = Pick<LegParams, 'from' | 'to' | 'travel_date' | 'adults' | 'children'>;

const portIds = (leg: LegSearch) => ({
  from: parsePortValue(leg.from)?.id ?? 0,
  to: parsePortValue(leg.to)?.id ?? 0,
});

/** Makruzz `schedule_search` for a leg (errors are not shown on results, spec 001 §8). */
export function makruzzSearchQuery(leg: LegSearch, notifier: Notifier) {
  const { from, to } = portIds(leg);
  const passengers = leg.adults + leg.children;
  return queryOptions({
    queryKey: ferryKeys.makruzzSearch({ from, to, travelDate: leg.travel_date, passengers }),
    queryFn: async ({ signal }) =>
      (
        await ferryPost(
          '/makruzz/schedule_search',
          {
            data: {
              trip_type: 'single_trip',
              from_location: from,
              travel_date: leg.travel_date,
              no_of_passenger: String(passengers),
              to_location: to,
            },
          },
          makruzzScheduleSearchResponseSchema,
          { notifier, silent: true, signal },
        )
      ).data,
  });
}

/** Nautika `getTripData` for a leg: port codes (third part of the port values) and DD-MM-YYYY. */
export function nautikaSearchQuery(leg: LegSearch, notifier: Notifier) {
  const from = parsePortValue(leg.from)?.code ?? '';
  const to = parsePortValue(leg.to)?.code ?? '';
  const date = toDdMmYyyy(leg.travel_date);
  return queryOptions({
    queryKey: ferryKeys.nautikaSearch({ from, to, date }),
    queryFn: async ({ signal }) =>
      (
        await ferryPost('/nautika/getTripData', { from, to, date }, nautikaTripDataResponseSchema, {
          notifier,
          silent: true,
          signal,
        })
      ).data,
  });
}

/** Green Ocean `route-details` for a leg. */
export function greenOceanSearchQuery(leg: LegSearch, notifier: Notifier) {
  const { from, to } = portIds(leg);
  const travelDate = toDdMmYyyy(leg.travel_date);
  return queryOptions({
    queryKey: ferryKeys.greenOceanSearch({ from, to, adults: leg.adults, infants: leg.children, travelDate }),
    queryFn: async ({ signal }) =>
      (
        await ferryPost(
          '/green-ocean/route-details',
          {
            from_id: from,
            dest_to: to,
            number_of_adults: leg.adults,
            number_of_infants: leg.children,
            travel_date: travelDate,
          },
          greenOceanRouteDetailsResponseSchema,
          { notifier, silent: true, signal },
        )
      ).data,
  });
}

/** What a Green Ocean seat layout or block names. */
export type GreenOceanSeatRequest = {
  fromId: number;
  destTo: number;
  routeId: number;
  shipId: number;
  classId: number;
  /** `YYYY-MM-DD`. */
  travelDate: string;
};

/** Green Ocean `seat-layout`; a failure is silently stopped (spec 001 §8): no toast, no retry. */
export function greenOceanLayoutQuery(request: GreenOceanSeatRequest, notifier: Notifier) {
  const travelDate = toDdMmYyyy(request.travelDate);
  return queryOptions({
    queryKey: ferryKeys.seatLayout({ ...request, travelDate }),
    queryFn: async ({ signal }) =>
      (
        await ferryPost(
          '/green-ocean/seat-layout',
          {
            from_id: request.fromId,
            dest_to: request.destTo,
            route_id: request.routeId,
            ship_id: request.shipId,
            class_id: request.classId,
            travel_date: travelDate,
          },
          greenOceanSeatLayoutResponseSchema,
          { notifier, silent: true, signal },
        )
      ).data.layout,
    retry: false,
    staleTime: 0,
  });
}

/** Green Ocean `temporary-seat-block`: holds the seats until payment (spec 001 §4). */
export async function blockGreenOceanSeats(
  request: GreenOceanSeatRequest,
  seatIds: readonly number[],
  notifier: Notifier,
): Promise<void> {
  await ferryPost(
    '/green-ocean/temporary-seat-block',
    {
      ship_id: request.shipId,
      from_id: request.fromId,
      dest_to: request.destTo,
      route_id: request.routeId,
      class_id: request.classId,
      travel_date: toDdMmYyyy(request.travelDate),
      seat_id: [...seatIds],
    },
    greenOceanSeatBlockResponseSchema,
    { notifier },
  );
}
