import { configureApi, resetApiConfig } from '@andaman/shared/api-client/config';
import type { HolidayDay, HolidayPackage } from '@andaman/shared/contracts/holidays';
import { vi } from 'vitest';

/** Test data builders and a fake API for the holidays remote. */

export const aDay = (overrides: Partial<HolidayDay> = {}): HolidayDay => ({
  id: 101,
  day: 1,
  title: 'Arrival at Port Blair',
  description: 'Airport pick-up.',
  hotel: {
    id: 5,
    name: 'Coral Bay Resort',
    hotelImages: ['http://api.test/images/hotel-1.svg'],
    rating: 4,
    category: 'SUPER_DELUXE',
    location: { name: 'Port Blair' },
  },
  ...overrides,
});

export const aPackage = (overrides: Partial<HolidayPackage> = {}): HolidayPackage => ({
  id: 3,
  name: 'EXPLORE ANDAMAN',
  images: ['http://api.test/images/p-1.svg', 'http://api.test/images/p-2.svg'],
  price: 17500,
  mainLocationId: 2,
  mainLocation: { id: 2, name: 'Havelock (Swaraj Dweep)' },
  totalPerson: 2,
  durationInDays: 6,
  nights: 5,
  start: '2026-10-01T00:00:00.000Z',
  end: '2027-09-30T00:00:00.000Z',
  shortDescription: '<p>Five nights for two.</p>',
  longDescription: '<p>The best of the islands.</p>',
  inclusive: '<ul><li>Daily breakfast</li></ul>',
  exclusive: '<ul><li>Camera tickets</li></ul>',
  days: [aDay()],
  ...overrides,
});

/** A JSON answer. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the fake API saw of one request. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * Points the API client at `http://api.test/api` and answers every call with `answer`, recording what
 * was asked. Call `stopFakeApi()` after each test.
 */
export function fakeApi(answer: (request: SeenRequest) => Response | Promise<Response>) {
  configureApi({ apiBaseUrl: 'http://api.test/api' });
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    const entry = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    seen.push(entry);
    return answer(entry);
  });
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

/** Undoes `fakeApi`. */
export function stopFakeApi() {
  vi.unstubAllGlobals();
  resetApiConfig();
}
