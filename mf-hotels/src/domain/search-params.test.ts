import { pageCount } from '@andaman/shared/rules/pager';
import {
  checkoutPath,
  readCategories,
  readCheckout,
  readPage,
  readSearch,
  readStay,
  readTab,
  searchPath,
  showsPagination,
  stayIsComplete,
  withCategories,
  withPage,
  withStay,
  withTab,
} from './search-params';

const params = (query: string) => new URLSearchParams(query);

describe('search query', () => {
  it('writes the search form as locationId, checkIn, checkOut, guests and optional pricePerNight', () => {
    expect(searchPath({ locationId: '2', checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 2 })).toBe(
      '/hotels?locationId=2&checkIn=2026-12-01&checkOut=2026-12-03&guests=2',
    );
    expect(
      searchPath({
        locationId: 2,
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        guests: 2,
        pricePerNight: 5000,
      }),
    ).toContain('&pricePerNight=5000');
  });
  it('reads it back, ignoring bad values', () => {
    expect(readSearch(params('locationId=2&checkIn=2026-12-01&checkOut=nope&guests=3'))).toEqual({
      locationId: 2,
      checkIn: '2026-12-01',
      checkOut: undefined,
      guests: 3,
      pricePerNight: undefined,
    });
    expect(readSearch(params('locationId=-1')).locationId).toBeUndefined();
  });
});

describe('category filter in repeated category parameters', () => {
  it('reads the known categories in order', () => {
    expect(readCategories(params('category=LUXURY&category=DELUXE&category=bogus'))).toEqual([
      'DELUXE',
      'LUXURY',
    ]);
  });
  it('writes one parameter per category and resets the page', () => {
    const next = withCategories(params('locationId=1&page=3'), ['LUXURY', 'STANDARD']);
    expect(next.getAll('category')).toEqual(['STANDARD', 'LUXURY']);
    expect(next.get('page')).toBeNull();
    expect(next.get('locationId')).toBe('1');
  });
  it('All clears the filter', () => {
    expect(withCategories(params('category=LUXURY'), ['All', 'LUXURY']).getAll('category')).toEqual([]);
  });
});

describe('paging', () => {
  it('reads the page (default 1) and writes it', () => {
    expect(readPage(params(''))).toBe(1);
    expect(readPage(params('page=0'))).toBe(1);
    expect(withPage(params('a=1'), 3).get('page')).toBe('3');
    expect(withPage(params('page=3'), 1).has('page')).toBe(false);
  });
  it('shows pagination only when the total exceeds the page size', () => {
    expect(showsPagination(10, 10)).toBe(false);
    expect(showsPagination(11, 10)).toBe(true);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(20, 9)).toBe(3);
  });
});

describe('detail tabs', () => {
  it('defaults to rooms and follows tab', () => {
    expect(readTab(params(''))).toBe('rooms');
    expect(readTab(params('tab=privacy-policy'))).toBe('privacy-policy');
    expect(readTab(params('tab=must-read-rules'))).toBe('must-read-rules');
    expect(readTab(params('tab=other'))).toBe('rooms');
    expect(withTab(params('guests=2'), 'must-read-rules').toString()).toBe('guests=2&tab=must-read-rules');
  });
});

describe('stay and checkout query', () => {
  const room = { id: 11, basePrice: 4000, discountPrice: 3400, roomCapacity: 2, extraPersonCharge: 1000 };
  it('room count defaults to 1; Book Now needs check-in, check-out and guests', () => {
    const stay = readStay(params('checkIn=2026-12-01&checkOut=2026-12-03'));
    expect(stay.roomCount).toBe(1);
    expect(stayIsComplete(stay)).toBe(false);
    expect(stayIsComplete(readStay(params('checkIn=2026-12-01&checkOut=2026-12-03&guests=0')))).toBe(true);
  });
  it('writes the update bar into the URL', () => {
    const next = withStay(params('tab=rooms'), {
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      guests: 3,
      roomCount: 2,
    });
    expect(next.toString()).toBe('tab=rooms&checkIn=2026-12-01&checkOut=2026-12-02&guests=3&roomCount=2');
  });
  it('computes the checkout query of Book Now, with guests above capacity', () => {
    const path = checkoutPath(params('locationId=2&tab=rooms'), 'Blue Horizon', room, {
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: 3,
      roomCount: 1,
    });
    const query = new URL(path, 'http://x').searchParams;
    expect(path.startsWith('/hotels/checkout?')).toBe(true);
    expect(query.get('locationId')).toBe('2');
    expect(query.has('tab')).toBe(false);
    expect(readCheckout(query)).toEqual({
      roomId: 11,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: 3,
      roomCount: 1,
      hotelName: 'Blue Horizon',
      roomCapacity: 2,
      extraGuestCount: 1,
      extraGuestCharge: 1000,
      effectivePrice: 3400,
      // One night for the room and its extra guest (rule hotels.price.per-room-night).
      total: 3400 + 1000,
    });
  });
});
