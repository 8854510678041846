import { describe, expect, it } from 'vitest';
import { greenOceanTicket, makruzzTicket, nautikaTicket } from '../testing/ferry-builders';
import { emptyCart, isFerryCart } from './cart';
import {
  isCartEmpty,
  nautikaSeatsInCart,
  operatorsInCart,
  orderedTickets,
  selectLegTicket,
  ticketsInTravelOrder,
  withoutLeg,
} from './cart-rules';

describe('selecting a leg', () => {
  it('adds the ticket to its operator group', () => {
    const cart = selectLegTicket(emptyCart(), nautikaTicket({ trip_no: 1 }));
    expect(cart.nautika).toHaveLength(1);
    expect(cart.makruzz).toHaveLength(0);
  });
  it("replaces the leg's previous selection, even from another operator", () => {
    let cart = selectLegTicket(emptyCart(), makruzzTicket({ trip_no: 1 }));
    cart = selectLegTicket(cart, greenOceanTicket({ trip_no: 2 }));
    cart = selectLegTicket(cart, nautikaTicket({ trip_no: 1 }));
    expect(cart.makruzz).toHaveLength(0);
    expect(cart.nautika.map((t) => t.trip_no)).toEqual([1]);
    expect(cart.greenOcean.map((t) => t.trip_no)).toEqual([2]);
    cart = selectLegTicket(cart, nautikaTicket({ trip_no: 1, selected_seats: ['2A', '2B'] }));
    expect(cart.nautika).toHaveLength(1);
    expect(cart.nautika[0]?.selected_seats).toEqual(['2A', '2B']);
  });
  it('removes a leg from every group', () => {
    const cart = {
      makruzz: [makruzzTicket({ trip_no: 2 })],
      nautika: [nautikaTicket({ trip_no: 2 })],
      greenOcean: [],
    };
    expect(isCartEmpty(withoutLeg(cart, 2))).toBe(true);
  });
});

describe('order summary numbering', () => {
  it('numbers Makruzz first, then Nautika, then Green Ocean, whatever the leg order', () => {
    const cart = {
      makruzz: [makruzzTicket({ trip_no: 3 })],
      nautika: [nautikaTicket({ trip_no: 2 }), nautikaTicket({ trip_no: 1 })],
      greenOcean: [greenOceanTicket({ trip_no: 0 })],
    };
    expect(
      orderedTickets(cart).map(({ number, ticket }) => [number, ticket.service, ticket.trip_no]),
    ).toEqual([
      [1, 'makruzz', 3],
      [2, 'nautika', 1],
      [3, 'nautika', 2],
      [4, 'green ocean', 0],
    ]);
  });
});

describe('the summary in travel order (rule ferry.checkout.summary)', () => {
  it('numbers the trips by travel date, then by leg, whatever the operator', () => {
    const cart = {
      makruzz: [makruzzTicket({ trip_no: 1, travel_date: '2030-12-07' })],
      nautika: [nautikaTicket({ trip_no: 2, travel_date: '2030-12-05' })],
      greenOcean: [greenOceanTicket({ trip_no: 3, travel_date: '2030-12-05' })],
    };
    expect(
      ticketsInTravelOrder(cart).map(({ number, ticket }) => [number, ticket.service, ticket.travel_date]),
    ).toEqual([
      [1, 'nautika', '2030-12-05'],
      [2, 'green ocean', '2030-12-05'],
      [3, 'makruzz', '2030-12-07'],
    ]);
  });
});

describe('operators in the cart', () => {
  it('names only the operators with tickets', () => {
    expect(operatorsInCart({ ...emptyCart(), greenOcean: [greenOceanTicket()] })).toEqual({
      makruzz: false,
      nautika: false,
      greenOcean: true,
    });
  });
});

describe('Nautika seats already in the cart', () => {
  const cart = {
    ...emptyCart(),
    nautika: [
      nautikaTicket({ trip_no: 1, selected_seats: ['1A'] }),
      nautikaTicket({ trip_no: 2, selected_seats: ['2A'], classKey: 'bClass' }),
      nautikaTicket({ trip_no: 3, selected_seats: ['3A'], tripId: 99 }),
    ],
  };
  it('are those of other legs on the same trip and class', () => {
    expect([...nautikaSeatsInCart(cart, { tripId: 31, vesselID: 2, classKey: 'pClass' }, 2)]).toEqual(['1A']);
  });
  it("exclude the current leg's own earlier choice (it is being replaced)", () => {
    expect([...nautikaSeatsInCart(cart, { tripId: 31, vesselID: 2, classKey: 'pClass' }, 1)]).toEqual([]);
  });
});

describe('stored cart guard', () => {
  it('accepts a cart and refuses malformed data', () => {
    const isCart = isFerryCart;
    expect(
      isCart({ makruzz: [makruzzTicket()], nautika: [nautikaTicket()], greenOcean: [greenOceanTicket()] }),
    ).toBe(true);
    expect(isCart({ makruzz: [nautikaTicket()], nautika: [], greenOcean: [] })).toBe(false);
    expect(isCart({ makruzz: [], nautika: [] })).toBe(false);
    expect(isCart(null)).toBe(false);
    expect(isCart({ makruzz: [{ ...makruzzTicket(), price: '10' }], nautika: [], greenOcean: [] })).toBe(
      false,
    );
  });
});
