import { apiGet } from '@andaman/shared/api-client/http';
import { walletBalancesResponseSchema } from '@andaman/shared/contracts/ferry';
import { ferryKeys } from '@andaman/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import type { FerryCart } from '../cart/cart-model';
import { operatorsInCart } from '../cart/cart-rules';
import { WALLET_CACHE_MS, WALLET_RETRIES } from './wallet';

/**
 * The wallet balances of the operators in the cart (spec 001 §7): asked only when at least one is in the
 * cart, cached 5 minutes, retried 3 times.
 */
export function useWalletBalances(cart: FerryCart) {
  const operators = operatorsInCart(cart);
  return useQuery({
    queryKey: ferryKeys.walletBalance(operators),
    queryFn: async ({ signal }) =>
      (
        await apiGet('/common/wallet-balances', walletBalancesResponseSchema, {
          searchParams: {
            makruzz: String(operators.makruzz),
            nautika: String(operators.nautika),
            greenOcean: String(operators.greenOcean),
          },
          signal,
        })
      ).data,
    enabled: operators.makruzz || operators.nautika || operators.greenOcean,
    staleTime: WALLET_CACHE_MS,
    gcTime: WALLET_CACHE_MS,
    retry: WALLET_RETRIES,
  });
}
