import { z } from 'zod';
import {
  activityKeys,
  blogKeys,
  ferryKeys,
  holidayPackageKeys,
  hotelKeys,
  locationKeys,
  paymentKeys,
} from './keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]): boolean =>
  prefix.every((part, index) => Object.is(key[index], part));

describe('query keys nest from general to specific', () => {
  it.each([
    ['locations', locationKeys.all, [locationKeys.list()]],
    [
      'activities',
      activityKeys.all,
      [activityKeys.lists(), activityKeys.list({ limit: 4 }), activityKeys.detail(3)],
    ],
    [
      'hotels',
      hotelKeys.all,
      [
        hotelKeys.lists(),
        hotelKeys.list({ locationId: 1 }),
        hotelKeys.trending(2),
        hotelKeys.detail(5),
        hotelKeys.room(8),
      ],
    ],
    [
      'holiday packages',
      holidayPackageKeys.all,
      [holidayPackageKeys.list({ page: 1 }), holidayPackageKeys.detail(2)],
    ],
    [
      'blog',
      blogKeys.all,
      [
        blogKeys.posts(),
        blogKeys.list({ page: 1 }),
        blogKeys.detail('neil'),
        blogKeys.categories(),
        blogKeys.comments(7),
      ],
    ],
    [
      'ferry',
      ferryKeys.all,
      [
        ferryKeys.makruzzSearch({ from: 1 }),
        ferryKeys.nautikaSearch({ from: 'PB' }),
        ferryKeys.greenOceanSearch({ from: 1 }),
        ferryKeys.seatLayout({ shipId: 1 }),
        ferryKeys.walletBalance({ makruzz: true }),
      ],
    ],
    ['payments', paymentKeys.all, [paymentKeys.transaction('tx-1')]],
  ])('%s: every key starts with `all`', (_name, all, keys) => {
    for (const key of keys) expect(startsWith(key, all)).toBe(true);
  });

  it('list keys sit under lists() and detail keys under details()', () => {
    expect(startsWith(hotelKeys.list({ page: 1 }), hotelKeys.lists())).toBe(true);
    expect(startsWith(hotelKeys.trending(1), hotelKeys.lists())).toBe(true);
    expect(startsWith(hotelKeys.detail(1), hotelKeys.details())).toBe(true);
    expect(startsWith(hotelKeys.room(1), hotelKeys.rooms())).toBe(true);
    expect(startsWith(activityKeys.list(), activityKeys.lists())).toBe(true);
    expect(startsWith(holidayPackageKeys.detail(1), holidayPackageKeys.details())).toBe(true);
    expect(startsWith(blogKeys.list({}), blogKeys.posts())).toBe(true);
    expect(startsWith(blogKeys.detail('a'), blogKeys.posts())).toBe(true);
    expect(startsWith(blogKeys.comments(1), blogKeys.allComments())).toBe(true);
    expect(startsWith(ferryKeys.nautikaSearch({}), ferryKeys.searches())).toBe(true);
    expect(startsWith(ferryKeys.walletBalance({}), ferryKeys.walletBalances())).toBe(true);
    expect(startsWith(paymentKeys.transaction('t'), paymentKeys.transactions())).toBe(true);
  });

  it('keeps resources and operators apart', () => {
    const roots = [
      locationKeys.all,
      activityKeys.all,
      hotelKeys.all,
      holidayPackageKeys.all,
      blogKeys.all,
      ferryKeys.all,
      paymentKeys.all,
    ].map((key) => key[0]);
    expect(new Set(roots).size).toBe(roots.length);
    const params = { from: 1, to: 2 };
    expect(ferryKeys.makruzzSearch(params)).not.toEqual(ferryKeys.greenOceanSearch(params));
    expect(hotelKeys.detail(1)).not.toEqual(hotelKeys.room(1));
    expect(blogKeys.categories()).not.toEqual(blogKeys.lists());
  });

  it('puts the filters and ids at the end', () => {
    expect(hotelKeys.list({ locationId: 1, page: 2 })).toEqual([
      'hotels',
      'list',
      { locationId: 1, page: 2 },
    ]);
    expect(hotelKeys.detail(5)).toEqual(['hotels', 'detail', 5]);
    expect(blogKeys.detail('neil-island')).toEqual(['blog', 'posts', 'detail', 'neil-island']);
    expect(paymentKeys.transaction('tx-9')).toEqual(['payments', 'transaction', 'tx-9']);
  });

  it('takes filter types inferred from zod schemas', () => {
    const hotelSearchSchema = z.object({
      page: z.number(),
      locationId: z.number().optional(),
      category: z.array(z.enum(['STANDARD', 'LUXURY'])).optional(),
    });
    const filters: z.infer<typeof hotelSearchSchema> = { page: 1, category: ['LUXURY'] };
    expect(hotelKeys.list(filters)).toEqual(['hotels', 'list', { page: 1, category: ['LUXURY'] }]);
  });
});
