/**
 * The three operators' searches for one leg (rule ferry.api.makruzz-search and beside it): Makruzz
 * `schedule_search`, Nautika `getTripData` and Green Ocean `route-details`, each with its fetcher and query
 * options. Their failures are not shown (rule ferry.results.errors-silent), so they carry no toast `meta`.
 */
import type {
  greenOceanRouteDetailsResponseSchema,
  makruzzScheduleSearchResponseSchema,
  nautikaTripDataResponseSchema,
} from '@andaman/shared/contracts/ferry';
import { parsePortValue } from '@andaman/shared/data/ports';
import { queryOptions } from '@tanstack/react-query';
import { type LegParams, toDdMmYyyy } from '../domain/search';
import { ferryKeys } from './ferry-keys';
import { ferryRead } from './ferry-read';

/** The leg fields every operator search needs. */
export type LegSearch = Pick<LegParams, 'from' | 'to' | 'travel_date' | 'adults' | 'children'>;

const portIds = (leg: LegSearch) => ({
  from: parsePortValue(leg.from)?.id ?? 0,
  to: parsePortValue(leg.to)?.id ?? 0,
});

/** Makruzz `schedule_search`: port ids, `YYYY-MM-DD` and every passenger as a string count. */
export async function searchMakruzz(leg: LegSearch, signal?: AbortSignal) {
  const { from, to } = portIds(leg);
  const body = {
    data: {
      trip_type: 'single_trip',
      from_location: from,
      travel_date: leg.travel_date,
      no_of_passenger: String(leg.adults + leg.children),
      to_location: to,
    },
  };
  return (
    await ferryRead<typeof makruzzScheduleSearchResponseSchema>('/makruzz/schedule_search', body, { signal })
  ).data;
}

export const getMakruzzSearchQueryOptions = (leg: LegSearch) => {
  const { from, to } = portIds(leg);
  return queryOptions({
    queryKey: ferryKeys.makruzzSearch({
      from,
      to,
      travelDate: leg.travel_date,
      passengers: leg.adults + leg.children,
    }),
    queryFn: ({ signal }) => searchMakruzz(leg, signal),
  });
};

const nautikaParams = (leg: LegSearch) => ({
  from: parsePortValue(leg.from)?.code ?? '',
  to: parsePortValue(leg.to)?.code ?? '',
  date: toDdMmYyyy(leg.travel_date),
});

/** Nautika `getTripData`: port codes (third part of the port values) and `DD-MM-YYYY`. */
export async function searchNautika(leg: LegSearch, signal?: AbortSignal) {
  return (
    await ferryRead<typeof nautikaTripDataResponseSchema>('/nautika/getTripData', nautikaParams(leg), {
      signal,
    })
  ).data;
}

export const getNautikaSearchQueryOptions = (leg: LegSearch) =>
  queryOptions({
    queryKey: ferryKeys.nautikaSearch(nautikaParams(leg)),
    queryFn: ({ signal }) => searchNautika(leg, signal),
  });

const greenOceanParams = (leg: LegSearch) => {
  const { from, to } = portIds(leg);
  return {
    from_id: from,
    dest_to: to,
    number_of_adults: leg.adults,
    number_of_infants: leg.children,
    travel_date: toDdMmYyyy(leg.travel_date),
  };
};

/** Green Ocean `route-details`: port ids, adult and infant counts, `DD-MM-YYYY`. */
export async function searchGreenOcean(leg: LegSearch, signal?: AbortSignal) {
  return (
    await ferryRead<typeof greenOceanRouteDetailsResponseSchema>(
      '/green-ocean/route-details',
      greenOceanParams(leg),
      { signal },
    )
  ).data;
}

export const getGreenOceanSearchQueryOptions = (leg: LegSearch) =>
  queryOptions({
    queryKey: ferryKeys.greenOceanSearch(greenOceanParams(leg)),
    queryFn: ({ signal }) => searchGreenOcean(leg, signal),
  });
