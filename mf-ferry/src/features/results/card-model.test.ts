import { describe, expect, it } from 'vitest';
import { ferryMessages } from '../../domain/messages';
import {
  greenOceanClass,
  greenOceanRoute,
  makruzzClass,
  makruzzSchedule,
  nautikaTrip,
} from '../../testing/ferry-builders';
import {
  bookingNotice,
  byDeparture,
  greenOceanCards,
  makruzzCards,
  nameAfterDash,
  nautikaCards,
  shortTime,
} from './card-model';

const people = { adults: 2, children: 1 };
const leg = { from: '1-Port Blair-Port Blair', to: '2-Havelock-Swaraj Dweep', travel_date: '2030-06-15' };

describe('Makruzz cards', () => {
  const [card] = makruzzCards(
    [
      makruzzSchedule({
        classes: [
          makruzzClass({ ship_class_id: 1, modified_ship_class_price: 1600 }),
          makruzzClass({
            ship_class_id: 2,
            modified_ship_class_price: 0,
            ship_class_price: 900,
            is_active: 0,
          }),
        ],
      }),
    ],
    people,
  );
  it('show names after the dash, short local times and the instant-booking notice', () => {
    expect(card).toMatchObject({
      service: 'makruzz',
      operator: 'Makruzz',
      shipName: 'Makruzz Gold',
      fromName: 'Port Blair',
      toName: 'Havelock',
      departure: '8:00 AM',
      arrival: '9:30 AM',
      notice: ferryMessages.instantBooking,
      portFee: 75,
      needsSeats: false,
      showsInfantPrice: false,
    });
  });
  it('price each class at its (modified) price plus 50, infants free, with availability', () => {
    expect(card?.classes.map((c) => [c.price, c.infantPrice, c.availability])).toEqual([
      [1650, 0, 'available'],
      [950, 0, 'not-available'],
    ]);
  });
});

describe('Nautika cards', () => {
  const [card] = nautikaCards([nautikaTrip()], people, '2030-06-15');
  it('offer Premium (pClass) and Royal (bClass) with fares plus 50', () => {
    expect(card?.classes.map((c) => [c.title, c.price, c.infantPrice])).toEqual([
      ['Premium', 1950, 350],
      ['Royal', 2450, 350],
    ]);
  });
  it('show times with AM/PM, port names from the codes and seats to pick', () => {
    expect(card).toMatchObject({
      departure: '7:05 AM',
      arrival: '8:45 AM',
      fromName: 'Port Blair',
      toName: 'Havelock',
      needsSeats: true,
      notice: ferryMessages.instantBooking,
    });
  });
});

describe('Green Ocean cards', () => {
  const cards = greenOceanCards(
    {
      ferry_1: [greenOceanRoute()],
      ferry_2: [
        greenOceanRoute({
          route_id: 4,
          ferry_id: 2,
          classes: [greenOceanClass({ class_id: 2, seat_available: 0 })],
        }),
      ],
    },
    leg,
  );
  it('become one card per route and ferry, names before the dash, times on the 12-hour clock', () => {
    expect(cards.map((c) => c.key)).toEqual(['green-ocean-3-1', 'green-ocean-4-2']);
    expect(cards[0]).toMatchObject({
      fromName: 'Port Blair',
      toName: 'Havelock',
      departure: '10:30 AM',
      arrival: '12:00 PM',
      notice: ferryMessages.delayedBooking,
      portFee: 50,
      sailing: { service: 'green ocean', routeId: 3, ferryId: 1, fromId: 1, destTo: 2 },
    });
  });
  it('price adults at the rate plus 50 and infants at rate plus infant port fee plus 50; sold out at 0', () => {
    expect(cards[0]?.classes[0]).toMatchObject({ price: 1300, infantPrice: 170, availability: 'available' });
    expect(cards[1]?.classes[0]?.availability).toBe('sold-out');
  });
});

describe('results by departure (rule ferry.results.order)', () => {
  it('puts the earliest departure first, whatever the clock it was written in, and keeps ties in order', () => {
    const [base] = greenOceanCards({ ferry_1: [greenOceanRoute()] }, leg);
    if (!base) throw new Error('no card');
    const card = (key: string, departure: string) => ({ ...base, key, departure });
    const sorted = byDeparture([
      card('a', '1:15 PM'),
      card('b', '06:30'),
      card('c', '13:15'),
      card('d', '9:00 AM'),
    ]);
    expect(sorted.map((c) => c.key)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('helpers', () => {
  it('nameAfterDash keeps plain names', () => {
    expect(nameAfterDash('2-Havelock')).toBe('Havelock');
    expect(nameAfterDash('Neil Island')).toBe('Neil Island');
  });
  it('notice per service', () => {
    expect(bookingNotice('itt majesty')).toBe(ferryMessages.delayedBooking);
    expect(bookingNotice('green_ocean')).toBe(ferryMessages.delayedBooking);
    expect(bookingNotice('makruzz')).toBe(ferryMessages.instantBooking);
  });
  it('shortTime', () => {
    expect(shortTime(14, 5)).toBe('2:05 PM');
    expect(shortTime(0, 0)).toBe('12:00 AM');
  });
});
