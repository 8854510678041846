import {
  BUILT_IN_HOLIDAY_PACKAGES,
  HOLIDAY_STOPS,
  packageMainLocationId,
} from '@andaman/shared/data/holiday-packages';
import { describe, expect, it } from 'vitest';

describe('built-in holiday packages (rule holidays.built-in.catalogue)', () => {
  it('are the seven packages with their names, prices and nights', () => {
    expect(
      BUILT_IN_HOLIDAY_PACKAGES.map(({ id, name, price, stops }) => [id, name, price, stops.length]),
    ).toEqual([
      [1, 'WEEKEND GATEWAY', 10500, 3],
      [2, 'AMAZING ANDAMAN', 13500, 4],
      [3, 'EXPLORE ANDAMAN', 17500, 5],
      [4, 'OFF BEAT ANDAMAN', 19500, 6],
      [5, 'AMAZING ANDAMAN', 23500, 7],
      [6, 'EXPERIENCE ANDAMAN', 29500, 8],
      [7, 'ETERNAL ANDAMAN', 35500, 9],
    ]);
  });
});

describe('packageMainLocationId', () => {
  it('is where most nights are spent', () => {
    expect(packageMainLocationId(['arrival', 'havelock', 'rossNorthBay'])).toBe(
      HOLIDAY_STOPS.arrival.locationId,
    );
    expect(packageMainLocationId(['havelock', 'elephant', 'arrival'])).toBe(2);
  });

  it('breaks a tie in favour of the smaller island (higher id)', () => {
    expect(packageMainLocationId(['arrival', 'havelock'])).toBe(2);
    expect(packageMainLocationId(['havelock', 'neil'])).toBe(3);
  });
});
