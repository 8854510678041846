import { describe, expect, it } from 'vitest';
import { emptyCart } from '../../domain/cart';
import { tripPrice } from '../../domain/pricing';
import { greenOceanTicket, makruzzTicket, nautikaTicket } from '../../testing/ferry-builders';
import { lowWalletAlert, lowWalletOperators, walletCosts } from './wallet';

const people = { adults: 2, children: 1 };
const cart = {
  makruzz: [makruzzTicket()],
  nautika: [nautikaTicket()],
  greenOcean: [greenOceanTicket({ price: 1300, seat_id: [4, 5] })],
};

describe('wallet costs (rule ferry.wallet.cost)', () => {
  it('Makruzz and Nautika cost their trip prices; Green Ocean seats × price', () => {
    expect(walletCosts(cart, people)).toEqual({
      makruzz: tripPrice(makruzzTicket(), people),
      nautika: tripPrice(nautikaTicket(), people),
      greenOcean: 2 * 1300,
    });
  });
});

describe('wallet sufficiency', () => {
  const costs = walletCosts(cart, people);
  const rich = {
    makruzz: { amount: costs.makruzz },
    nautika: { walletBalance: costs.nautika },
    greenOcean: { account_balance: costs.greenOcean },
  };
  it('passes when every operator in the cart can cover its cost', () => {
    expect(lowWalletOperators(cart, people, rich)).toEqual([]);
  });
  it('names each operator below its cost', () => {
    expect(
      lowWalletOperators(cart, people, { ...rich, greenOcean: { account_balance: costs.greenOcean - 1 } }),
    ).toEqual(['greenOcean']);
    expect(lowWalletOperators(cart, people, { ...rich, makruzz: { amount: 0 } })).toEqual(['makruzz']);
  });
  it('checks only operators in the cart, and a missing balance counts as low', () => {
    const onlyNautika = { ...emptyCart(), nautika: [nautikaTicket()] };
    expect(lowWalletOperators(onlyNautika, people, { nautika: { walletBalance: 1e9 } })).toEqual([]);
    expect(lowWalletOperators(onlyNautika, people, {})).toEqual(['nautika']);
  });
  it('the alert names the operators', () => {
    const alert = lowWalletAlert(['nautika'], cart, people, { nautika: { walletBalance: 10 } });
    expect(alert.title).toContain('Nautika');
    expect(alert.body).toContain('balance 10');
  });
});
