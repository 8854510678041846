import type { LowWalletAlert } from '@andaman/shared/contracts/contact';
import type { WalletBalances } from '@andaman/shared/contracts/ferry';
import type { FerryCart } from '../../domain/cart';
import { operatorsInCart } from '../../domain/cart-rules';
import { tripPrice } from '../../domain/pricing';
import type { PassengerCount } from '../../domain/search';

/** An operator whose wallet the checkout checks. */
export type WalletOperator = keyof WalletBalances;

/** Operator names in the low-wallet alert. */
const WALLET_OPERATOR_NAME: Record<WalletOperator, string> = {
  makruzz: 'Makruzz',
  nautika: 'Nautika',
  greenOcean: 'Green Ocean',
};

/**
 * What each operator in the cart will take from its wallet: Makruzz and Nautika their trip prices, Green
 * Ocean seats × price (rule ferry.wallet.cost).
 */
export function walletCosts(cart: FerryCart, passengers: PassengerCount): Record<WalletOperator, number> {
  return {
    makruzz: cart.makruzz.reduce((sum, ticket) => sum + tripPrice(ticket, passengers), 0),
    nautika: cart.nautika.reduce((sum, ticket) => sum + tripPrice(ticket, passengers), 0),
    greenOcean: cart.greenOcean.reduce((sum, ticket) => sum + ticket.seat_id.length * ticket.price, 0),
  };
}

/** The balance the API reported for an operator, if any. */
export function walletBalance(balances: WalletBalances, operator: WalletOperator): number | undefined {
  switch (operator) {
    case 'makruzz':
      return balances.makruzz?.amount;
    case 'nautika':
      return balances.nautika?.walletBalance;
    case 'greenOcean':
      return balances.greenOcean?.account_balance;
  }
}

/**
 * Operators in the cart whose balance is below what this booking costs them (a missing balance counts as
 * too low): booking stops if there is any (rule ferry.pay.flow).
 */
export function lowWalletOperators(
  cart: FerryCart,
  passengers: PassengerCount,
  balances: WalletBalances,
): WalletOperator[] {
  const inCart = operatorsInCart(cart);
  const costs = walletCosts(cart, passengers);
  return (Object.keys(inCart) as WalletOperator[]).filter((operator) => {
    if (!inCart[operator]) return false;
    const balance = walletBalance(balances, operator);
    return balance === undefined || balance < costs[operator];
  });
}

/** The low-balance e-mail to operator support (`POST /common/email`). */
export function lowWalletAlert(
  operators: readonly WalletOperator[],
  cart: FerryCart,
  passengers: PassengerCount,
  balances: WalletBalances,
): LowWalletAlert {
  const costs = walletCosts(cart, passengers);
  const names = operators.map((operator) => WALLET_OPERATOR_NAME[operator]);
  const lines = operators.map(
    (operator) =>
      `${WALLET_OPERATOR_NAME[operator]}: balance ${walletBalance(balances, operator) ?? 'unknown'}, booking needs ${costs[operator]}`,
  );
  return {
    title: `Low wallet balance: ${names.join(', ')}`,
    body: `A ferry booking was stopped because an operator wallet is too low.\n${lines.join('\n')}`,
  };
}
