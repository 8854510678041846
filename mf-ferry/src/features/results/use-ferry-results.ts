import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
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
/** The operators' answers as one result (a function of its own: the query keeps its last result while they are the same). */
function combineResults(results: UseQueryResult<FerryCard[]>[]): FerryResults {
  const names = [OPERATOR_NAME.makruzz, OPERATOR_NAME.nautika, OPERATOR_NAME['green ocean']];
  const pending = results.flatMap((result, index) => (result.isPending ? [names[index] ?? ''] : []));
  return {
    cards: byDeparture(results.flatMap((result) => result.data ?? [])),
    pending,
    waitingForFirst: pending.length === results.length,
    settled: pending.length === 0,
  };
}

export function useFerryResults(leg: LegParams): FerryResults {
  // The answers are mapped into cards once per answer and leg, not again on every render (a seat
  // ticked, a class chosen): the same cards, so a card that did not change is not rendered again.
  const legKey = JSON.stringify(leg);
  const select = useMemo(() => {
    const stable = JSON.parse(legKey) as LegParams;
    const passengers = { adults: stable.adults, children: stable.children };
    return {
      makruzz: (data: Parameters<typeof makruzzCards>[0]) => makruzzCards(data, passengers),
      nautika: (data: Parameters<typeof nautikaCards>[0]) =>
        nautikaCards(data, passengers, stable.travel_date),
      greenOcean: (data: Parameters<typeof greenOceanCards>[0]) => greenOceanCards(data, stable),
    };
  }, [legKey]);
  return useQueries({
    queries: [
      { ...getMakruzzSearchQueryOptions(leg), select: select.makruzz },
      { ...getNautikaSearchQueryOptions(leg), select: select.nautika },
      { ...getGreenOceanSearchQueryOptions(leg), select: select.greenOcean },
    ],
    combine: combineResults,
  });
}
