/**
 * `GET /common/wallet-balances` (rule ferry.api.wallet-balances): the balances of the operators in the cart,
 * asked only when at least one is in the cart, cached 5 minutes, retried 3 times (rule ferry.wallet.cache).
 * Read on `fetch` alone (`ferryRead`; the API sends them through `okWith`): the checkout starts the read as
 * it opens, with the QueryClient alone (`prefetchWalletBalances`: no observer, so none of TanStack Query's
 * hooks, ky or zod on its first load), and reads the cache when Pay is pressed.
 */
import type { walletBalancesResponseSchema } from '@andaman/shared/contracts/ferry';
import { queryOptions } from '@andaman/shared/query/typed-options';
import type { QueryClient } from '@tanstack/react-query';
import { ferryKeys } from './ferry-keys';
import { ferryRead } from './ferry-read';

/** The wallet-balance cache lifetime: 5 minutes (rule ferry.wallet.cache). */
export const WALLET_CACHE_MS = 5 * 60 * 1000;

/** Which operators' wallets to ask for. */
export type WalletOperators = { makruzz: boolean; nautika: boolean; greenOcean: boolean };

/** The balances of the chosen operators. */
export async function getWalletBalances(operators: WalletOperators, signal?: AbortSignal) {
  const searchParams = {
    makruzz: String(operators.makruzz),
    nautika: String(operators.nautika),
    greenOcean: String(operators.greenOcean),
  };
  const path = `/common/wallet-balances?${new URLSearchParams(searchParams)}`;
  return (await ferryRead<typeof walletBalancesResponseSchema>(path, undefined, { signal })).data;
}

const anyOperator = (operators: WalletOperators) =>
  operators.makruzz || operators.nautika || operators.greenOcean;

/** The balances of `operators` (at least one of them), cached 5 minutes; retried as every query is (3 times). */
export const getWalletBalancesQueryOptions = (operators: WalletOperators) =>
  queryOptions({
    queryKey: ferryKeys.walletBalance(operators),
    queryFn: ({ signal }) => getWalletBalances(operators, signal),
    staleTime: WALLET_CACHE_MS,
    gcTime: WALLET_CACHE_MS,
  });

/** Starts reading the balances of the given operators into `client`'s cache (nothing is asked when none is given). */
export function prefetchWalletBalances(client: QueryClient, operators: WalletOperators): void {
  if (anyOperator(operators)) void client.prefetchQuery(getWalletBalancesQueryOptions(operators));
}
