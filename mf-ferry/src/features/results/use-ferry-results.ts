import { useQueries } from '@tanstack/react-query';
import {
  getGreenOceanSearchQueryOptions,
  getMakruzzSearchQueryOptions,
  getNautikaSearchQueryOptions,
} from '../../api/operator-searches';
import { type FerryCard, OPERATOR_NAME } from '../../domain/ferry-card';
import type { LegParams } from '../../domain/search';
import { byDeparture, greenOceanCards, makruzzCards, nautikaCards } from './card-model';

/** The three operators' answers for a leg, as one list of cards. */
export type FerryResults = {
  /** Cards of every operator that answered, by departure (rule ferry.results.order). */
  cards: FerryCard[];
  /** Operators still being asked (shown as "still searching"). */
  pending: string[];
  /** True until the first operator settles (the full-screen loader). */
  waitingForFirst: boolean;
  /** True once every operator has answered or failed. */
  settled: boolean;
};

/**
 * Asks the three operators in parallel. Each answer is parsed with the shared schemas and mapped into
 * cards on its own, so one operator failing or being slow never hides the others.
 */
export function useFerryResults(leg: LegParams): FerryResults {
  const passengers = { adults: leg.adults, children: leg.children };
  return useQueries({
    queries: [
      {
        ...getMakruzzSearchQueryOptions(leg),
        select: (data: Parameters<typeof makruzzCards>[0]) => makruzzCards(data, passengers),
      },
      {
        ...getNautikaSearchQueryOptions(leg),
        select: (data: Parameters<typeof nautikaCards>[0]) => nautikaCards(data, passengers, leg.travel_date),
      },
      {
        ...getGreenOceanSearchQueryOptions(leg),
        select: (data: Parameters<typeof greenOceanCards>[0]) => greenOceanCards(data, leg),
      },
    ],
    combine: (results) => {
      const names = [OPERATOR_NAME.makruzz, OPERATOR_NAME.nautika, OPERATOR_NAME['green ocean']];
      const pending = results.flatMap((result, index) => (result.isPending ? [names[index] ?? ''] : []));
      return {
        cards: byDeparture(results.flatMap((result) => result.data ?? [])),
        pending,
        waitingForFirst: pending.length === results.length,
        settled: pending.length === 0,
      };
    },
  });
}
