import { hotelSearchMessages } from '@andaman/shared/contracts/hotel-search-messages';
import {
  hotelListQuerySchema,
  hotelSearchFormSchema,
  hotelUpdateSearchSchema,
} from '@andaman/shared/contracts/hotels';
import { describe, expect, it } from 'vitest';
import { issueMessages as messages } from '../testing/zod-issues';

describe('hotel search form (rule hotels.search.location-required and beside it)', () => {
  const valid = { locationId: '2', checkIn: '2030-01-10', checkOut: '2030-01-12', guests: '2' };

  it('accepts a search and an optional price', () => {
    expect(hotelSearchFormSchema.parse(valid)).toMatchObject({ guests: 2 });
    expect(hotelSearchFormSchema.parse({ ...valid, pricePerNight: '5000' }).pricePerNight).toBe(5000);
    expect(hotelSearchFormSchema.parse({ ...valid, pricePerNight: '' }).pricePerNight).toBeUndefined();
  });
  it('names every missing field', () => {
    expect(
      messages(hotelSearchFormSchema.safeParse({ locationId: '', checkIn: '', checkOut: '', guests: '' })),
    ).toEqual([
      `locationId: ${hotelSearchMessages.location}`,
      `checkIn: ${hotelSearchMessages.checkIn}`,
      `checkOut: ${hotelSearchMessages.checkOut}`,
      `guests: ${hotelSearchMessages.guests}`,
    ]);
  });
  it('wants check-out after check-in', () => {
    expect(messages(hotelSearchFormSchema.safeParse({ ...valid, checkOut: '2030-01-10' }))).toEqual([
      'checkOut: Check-out date must be after check-in',
    ]);
  });
});

describe('hotel detail update bar (rule hotels.update.check-in-required and beside it)', () => {
  it('uses its own wording', () => {
    const bad = { checkIn: '2030-01-10', checkOut: '2030-01-09', guests: '2', roomCount: '1' };
    expect(messages(hotelUpdateSearchSchema.safeParse(bad))).toEqual([
      'checkOut: Check-out must be after check-in',
    ]);
    expect(
      messages(hotelUpdateSearchSchema.safeParse({ ...bad, checkOut: '2030-01-11', guests: '' })),
    ).toEqual(['guests: Guests are required']);
    expect(
      messages(hotelUpdateSearchSchema.safeParse({ ...bad, checkOut: '2030-01-11', roomCount: '0' })),
    ).toEqual(['roomCount: Room count is required']);
  });
});

describe('hotel list query', () => {
  it('takes repeated categories and drops All', () => {
    expect(hotelListQuerySchema.parse({ category: ['DELUXE', 'All', 'LUXURY'] }).category).toEqual([
      'DELUXE',
      'LUXURY',
    ]);
    expect(hotelListQuerySchema.parse({ category: 'PREMIUM' }).category).toEqual(['PREMIUM']);
    expect(hotelListQuerySchema.parse({}).category).toEqual([]);
    expect(hotelListQuerySchema.parse({ category: 'DELUXE,LUXURY' }).category).toEqual(['DELUXE', 'LUXURY']);
    expect(hotelListQuerySchema.safeParse({ category: 'CHEAP' }).success).toBe(false);
  });
  it('defaults page 1 and limit 10 and coerces filters', () => {
    expect(hotelListQuerySchema.parse({ locationId: '3', pricePerNight: '4000' })).toMatchObject({
      page: 1,
      limit: 10,
      locationId: 3,
      pricePerNight: 4000,
    });
  });
});
