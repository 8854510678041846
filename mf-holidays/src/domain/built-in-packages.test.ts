import { describe, expect, it } from 'vitest';
import { BUILT_IN_PACKAGES, DEPARTURE_DAY_TITLE } from './built-in-packages';

describe('the seven built-in packages (rule holidays.built-in.catalogue)', () => {
  it('are the listed names, per-person prices and nights, ids 1 to 7', () => {
    expect(BUILT_IN_PACKAGES.map(({ id, name, price, nights }) => [id, name, price, nights])).toEqual([
      [1, 'WEEKEND GATEWAY', 10500, 3],
      [2, 'AMAZING ANDAMAN', 13500, 4],
      [3, 'EXPLORE ANDAMAN', 17500, 5],
      [4, 'OFF BEAT ANDAMAN', 19500, 6],
      [5, 'AMAZING ANDAMAN', 23500, 7],
      [6, 'EXPERIENCE ANDAMAN', 29500, 8],
      [7, 'ETERNAL ANDAMAN', 35500, 9],
    ]);
  });

  it('are each for 2 persons with a day per night plus departure, from arrival at Port Blair', () => {
    for (const pkg of BUILT_IN_PACKAGES) {
      expect(pkg.totalPerson).toBe(2);
      expect(pkg.days).toHaveLength(pkg.nights + 1);
      expect(pkg.days.map((day) => day.day)).toEqual(pkg.days.map((_, index) => index + 1));
      expect(pkg.days[0]?.title).toMatch(/^Arrival at Port Blair/);
      expect(pkg.days.at(-1)?.title).toBe(DEPARTURE_DAY_TITLE);
    }
  });

  it('visit the places the product names across the plans (rule holidays.built-in.days)', () => {
    const titles = BUILT_IN_PACKAGES.flatMap((pkg) => pkg.days.map((day) => day.title)).join(' ');
    for (const place of [
      'Havelock',
      'Neil',
      'Ross Island',
      'North Bay',
      'Baratang',
      'Diglipur',
      'Jolly Buoy',
    ]) {
      expect(titles).toContain(place);
    }
  });

  it('list the inclusions and exclusions (rule holidays.built-in.inclusions, rule holidays.built-in.exclusions)', () => {
    for (const pkg of BUILT_IN_PACKAGES) {
      const included = pkg.inclusions.join(' | ');
      for (const item of [
        'taxes',
        'coordinator',
        'breakfast',
        'Private AC cab',
        'Sightseeing',
        'permits and entry tickets',
        '24-hour assistance',
        'Private ferry',
        'Airport assistance',
        'snorkelling at Elephant Beach',
      ]) {
        expect(included).toContain(item);
      }
      const excluded = pkg.exclusions.join(' | ');
      for (const item of [
        'Personal expenses',
        'Camera tickets',
        'weather',
        'cancellations',
        'unrest',
        'gala dinner',
      ]) {
        expect(excluded).toContain(item);
      }
    }
  });
});
