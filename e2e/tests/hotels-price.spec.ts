import type { Locator } from '@playwright/test';
import {
  expect,
  FIRST_LOAD,
  fillContact,
  fillGuest,
  type GuestInput,
  isoDaysAhead,
  test,
} from '../fixtures/hotels';
import { API_ORIGIN } from '../fixtures/site';

/** Hotel 5's Garden View Room (id 51) sleeps 2. */
const HOTEL_ID = 5;
const ROOM_ID = 51;
const checkIn = isoDaysAhead(20);
const checkOut = isoDaysAhead(23);
const NIGHTS = 3;

type Room = { basePrice: number; discountPrice: number; roomCapacity: number; extraPersonCharge: number };

/** The amounts written on an element, in order (`₹4,000` → 4000). */
async function rupeesIn(locator: Locator): Promise<number[]> {
  const text = (await locator.textContent()) ?? '';
  return [...text.matchAll(/₹([\d,]+)/g)].map((match) => Number((match[1] ?? '').replaceAll(',', '')));
}

/** The price shown: the last amount (a discounted price follows the struck-through one). */
const shownPrice = async (locator: Locator) => (await rupeesIn(locator)).at(-1);

const GUESTS: GuestInput[] = [
  { title: 'Mr', name: 'Ravi Kumar', age: 41 },
  { title: 'Mrs', name: 'Meera Kumar', age: 38 },
  { title: 'Miss', name: 'Claire Martin', age: 29 },
];

// Rule hotels.price.per-room-night, written out here on its own so that the page and the API are
// checked against the decision, not against the code that implements it.
const perNight = (room: Room, guests: number, rooms: number) =>
  (room.discountPrice > 0 ? room.discountPrice : room.basePrice) * rooms +
  Math.max(0, guests - room.roomCapacity * rooms) * room.extraPersonCharge;

test.describe('one price from the room card to the submitted request (rule hotels.price.per-room-night)', () => {
  for (const rooms of [1, 2]) {
    for (const guests of [1, 2, 3]) {
      test(`${guests} guest(s), ${rooms} room(s)`, async ({ page, request }) => {
        test.setTimeout(300_000);
        const answer = await request.get(`${API_ORIGIN}/api/hotels/rooms/${ROOM_ID}`);
        const room = ((await answer.json()) as { data: Room }).data;
        const night = perNight(room, guests, rooms);
        const total = night * NIGHTS;

        await page.goto(
          `/hotels/${HOTEL_ID}?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}&roomCount=${rooms}`,
        );
        const card = page.getByRole('tabpanel').locator('article').filter({ hasText: 'Garden View Room' });
        await expect(card).toBeVisible(FIRST_LOAD);
        const cardPrice = card.getByText('+ Taxes Per Night').locator('..');
        expect(await shownPrice(cardPrice), 'room card').toBe(night);

        await card.getByRole('button', { name: /^View Details/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Garden View Room' });
        await expect(dialog).toBeVisible();
        const dialogPrice = dialog.getByText('+ Taxes Per Night').locator('..');
        expect(await shownPrice(dialogPrice), 'View Details').toBe(night);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await card.getByRole('button', { name: /^Book Now/ }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Guest Details' })).toBeVisible(FIRST_LOAD);
        const summary = page.getByRole('region', { name: 'Booking Summary' });
        await expect(summary).toContainText('Garden View Room');
        expect(await shownPrice(summary.getByTestId('price-per-night')), 'summary per night').toBe(night);
        await expect(summary.getByTestId('total-payable')).toHaveText(`₹${total.toLocaleString('en-IN')}`);
        await summary.getByText('Your Payment Breakdown').click();
        const rows = summary.getByTestId('breakdown-night');
        await expect(rows).toHaveCount(NIGHTS);
        let breakdownSum = 0;
        for (const row of await rows.all()) {
          // "Night n (date): r rooms × ₹price [+ e extra guests × ₹charge]" then the night's charge.
          const [roomPrice = 0, extraCharge = 0, charge = 0] = await rupeesIn(row).then((amounts) =>
            amounts.length === 2 ? [amounts[0], 0, amounts[1]] : amounts,
          );
          const extras = Math.max(0, guests - room.roomCapacity * rooms);
          expect(roomPrice * rooms + extras * extraCharge, 'a night adds up').toBe(charge);
          breakdownSum += charge;
        }
        expect(breakdownSum, 'the breakdown adds up to Total Payable').toBe(total);

        for (const [index, guest] of GUESTS.slice(0, guests).entries())
          await fillGuest(page, index + 1, guest);
        await fillContact(page, 'Ravi Kumar', 'ravi@example.com', '9876543210');
        const submitted = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' && response.url().endsWith('/api/hotel-bookings'),
        );
        await page.getByRole('button', { name: 'Submit Booking Request' }).click();
        const response = await submitted;
        expect(await response.json()).toMatchObject({
          success: true,
          data: { roomTypeId: ROOM_ID, nights: NIGHTS, guestCount: guests, roomCount: rooms, total },
        });
      });
    }
  }
});
