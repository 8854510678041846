import { describe, expect, it } from 'vitest';
import { isGreenOceanTicket, isMakruzzTicket, isNautikaTicket } from '../../domain/cart';
import { ticketFromSelection } from '../../domain/selection';
import { greenOceanRoute, makruzzSchedule, nautikaTrip } from '../../testing/ferry-builders';
import { greenOceanCards, makruzzCards, nautikaCards } from './card-model';

const people = { adults: 2, children: 0 };
const leg = { from: '1-Port Blair-Port Blair', to: '2-Havelock-Swaraj Dweep', travel_date: '2030-06-15' };

describe('a leg selection becomes a cart ticket', () => {
  it('Makruzz: schedule and class, no seats, the schedule port fee', () => {
    const [card] = makruzzCards([makruzzSchedule()], people);
    if (!card?.classes[0]) throw new Error('fixture');
    const ticket = ticketFromSelection(card, card.classes[0], [], 1);
    expect(ticket).toMatchObject({
      service: 'makruzz',
      schedule_id: 501,
      class_id: 11,
      price: 1650,
      portFee: 75,
    });
    expect(isMakruzzTicket(ticket)).toBe(true);
  });
  it('Nautika: trip identity, class key and seat keys; port fee 50', () => {
    const [card] = nautikaCards([nautikaTrip()], people, '2030-06-15');
    if (!card?.classes[1]) throw new Error('fixture');
    const ticket = ticketFromSelection(
      card,
      card.classes[1],
      [
        { id: '1A', label: '1A' },
        { id: '1B', label: '1B' },
      ],
      2,
    );
    expect(ticket).toMatchObject({
      service: 'nautika',
      trip_no: 2,
      classKey: 'bClass',
      selected_seats: ['1A', '1B'],
      portFee: 50,
    });
    expect(isNautikaTicket(ticket)).toBe(true);
  });
  it('Green Ocean: ferry, route, class, ports and seat numbers', () => {
    const [card] = greenOceanCards({ ferry_1: [greenOceanRoute()] }, leg);
    if (!card?.classes[0]) throw new Error('fixture');
    const ticket = ticketFromSelection(card, card.classes[0], [{ id: '7', label: '3A' }], 3);
    expect(ticket).toMatchObject({
      service: 'green ocean',
      ship_id: 1,
      route_id: 3,
      class_id: 1,
      from_id: 1,
      dest_to: 2,
      seat_id: [7],
      seat_labels: ['3A'],
    });
    expect(isGreenOceanTicket(ticket)).toBe(true);
  });
  it("refuses a class from another operator's card", () => {
    const [makruzz] = makruzzCards([makruzzSchedule()], people);
    const [nautika] = nautikaCards([nautikaTrip()], people, '2030-06-15');
    if (!makruzz || !nautika?.classes[0]) throw new Error('fixture');
    expect(() => ticketFromSelection(makruzz, nautika.classes[0] as never, [], 1)).toThrow();
  });
});
