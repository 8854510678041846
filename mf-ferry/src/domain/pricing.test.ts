import { describe, expect, it } from 'vitest';
import { greenOceanTicket, makruzzTicket, nautikaTicket } from '../testing/ferry-builders';
import { emptyCart } from './cart';
import { cartTotal, FLAT_FARE_ADDITION, shownFare, tripPortFee, tripPrice, tripPriceLines } from './pricing';

const two = { adults: 2, children: 1 };

describe('flat 50 on every fare shown (rule ferry.price.flat-50)', () => {
  it('adds 50 to an operator fare', () => {
    expect(FLAT_FARE_ADDITION).toBe(50);
    expect(shownFare(1000)).toBe(1050);
    expect(shownFare(0)).toBe(50);
  });
});

describe('port fees (rule ferry.price.port-fee)', () => {
  it('Makruzz: the ticket port fee per adult, infants 0', () => {
    expect(tripPortFee(makruzzTicket({ portFee: 75 }), two)).toBe(150);
    expect(tripPortFee(makruzzTicket({ portFee: 75 }), { adults: 1, children: 3 })).toBe(75);
  });
  it('Nautika and Green Ocean: 50 per person, adults and infants', () => {
    expect(tripPortFee(nautikaTicket(), two)).toBe(150);
    expect(tripPortFee(greenOceanTicket(), two)).toBe(150);
    expect(tripPortFee(greenOceanTicket(), { adults: 1, children: 0 })).toBe(50);
  });
});

// rule ferry.price.makruzz, rule ferry.price.nautika, rule ferry.price.green-ocean
describe('per-trip price', () => {
  it('Makruzz = (price + portFee) × adults; infants free', () => {
    const ticket = makruzzTicket({ price: 1650, portFee: 75 });
    expect(tripPrice(ticket, two)).toBe((1650 + 75) * 2);
    expect(tripPrice(ticket, { adults: 2, children: 0 })).toBe(tripPrice(ticket, two));
  });
  it('Nautika = price × adults + infantPrice × children + 50 × (adults + children)', () => {
    const ticket = nautikaTicket({ price: 1950, infantPrice: 350 });
    expect(tripPrice(ticket, two)).toBe(1950 * 2 + 350 * 1 + 50 * 3);
    expect(tripPrice(ticket, { adults: 1, children: 0 })).toBe(1950 + 50);
  });
  it('Green Ocean = price × adults + infantPrice × children', () => {
    const ticket = greenOceanTicket({ price: 1300, infantPrice: 170 });
    expect(tripPrice(ticket, two)).toBe(1300 * 2 + 170);
    expect(tripPrice(ticket, { adults: 3, children: 0 })).toBe(3900);
  });
  it('the breakdown lines add up to the trip price for every operator', () => {
    for (const ticket of [makruzzTicket(), nautikaTicket(), greenOceanTicket()]) {
      for (const counts of [two, { adults: 1, children: 0 }, { adults: 3, children: 2 }]) {
        const sum = tripPriceLines(ticket, counts).reduce((total, line) => total + line.amount, 0);
        expect(sum).toBe(tripPrice(ticket, counts));
      }
    }
  });
  it('shows no infant line for Makruzz (free) and none when there are no infants', () => {
    expect(tripPriceLines(makruzzTicket(), two).map((line) => line.label)).toEqual([
      'Adult fare × 2',
      'Port fee × 2',
    ]);
    expect(tripPriceLines(nautikaTicket(), { adults: 2, children: 0 }).map((line) => line.label)).toEqual([
      'Adult fare × 2',
      'Port fee × 2',
    ]);
  });
});

describe('cart total', () => {
  it('is the sum across trips of every operator', () => {
    const cart = {
      makruzz: [makruzzTicket()],
      nautika: [nautikaTicket()],
      greenOcean: [greenOceanTicket()],
    };
    expect(cartTotal(cart, two)).toBe(
      tripPrice(makruzzTicket(), two) + tripPrice(nautikaTicket(), two) + tripPrice(greenOceanTicket(), two),
    );
  });
  it('is 0 for an empty cart', () => {
    expect(cartTotal(emptyCart(), two)).toBe(0);
  });
});
