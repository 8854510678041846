import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import {
  chooseOption,
  expect,
  expectNoSidewaysScroll,
  FIRST_LOAD,
  fillContact,
  fillGuest,
  isoDaysAhead,
  pickStay,
  searchForm,
  test,
  toast,
} from '../fixtures/hotels';
import { REFERENCE, thankYouUrl } from '../fixtures/trips';

const checkIn = isoDaysAhead(14);
const checkOut = isoDaysAhead(16);

test.describe('hotel booking', () => {
  test('a room booked for three guests (one above capacity, two nationalities), surviving a reload', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    // Hotel 5 (Coral Cove Residency): the Garden View Room sleeps 2.
    await page.goto(`/hotels/5?checkIn=${checkIn}&checkOut=${checkOut}&guests=3&roomCount=1`);
    const room = page.getByRole('tabpanel').locator('article').filter({ hasText: 'Garden View Room' });
    await room.getByRole('button', { name: /^Book Now/ }).click(FIRST_LOAD);
    await expect(page).toHaveURL(/\/hotels\/checkout\?.*guests=3.*roomId=51.*extraGuestCount=1/, FIRST_LOAD);
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Details' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Guest \d$/ })).toHaveCount(3);

    const summary = page.getByRole('region', { name: 'Booking Summary' });
    await expect(summary).toContainText('Coral Cove Residency');
    await expect(summary).toContainText('Garden View Room');
    await expect(summary).toContainText('3 (1 extra)');
    await expect(summary).toContainText('Nights2');
    const url = new URL(page.url());
    const total = Number(url.searchParams.get('total'));
    const payable = summary.getByTestId('total-payable');
    await expect(payable).toHaveText(`₹${(total * 2).toLocaleString('en-IN')}`);
    await summary.getByText('Your Payment Breakdown').click();
    await expect(summary.getByRole('listitem')).toHaveCount(2);

    // Submitting empty: the guests' messages first.
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.getByText('Title is required')).toHaveCount(3);

    await fillGuest(page, 1, { title: 'Mr', name: 'Ravi Kumar', age: 41 });
    await fillGuest(page, 2, { title: 'Miss', name: 'Claire Martin', age: 29, nationality: 'French' });
    // Reload mid-checkout: what was typed is still there.
    await page.reload();
    const guest2 = page.getByRole('region', { name: 'Guest 2', exact: true });
    await expect(guest2.getByLabel('Full name')).toHaveValue('Claire Martin', FIRST_LOAD);
    await expect(guest2.getByLabel('Nationality').locator('option:checked')).toHaveText('French');
    await expect(page.getByRole('region', { name: 'Guest 1', exact: true }).getByLabel('Age')).toHaveValue(
      '41',
    );

    await fillGuest(page, 3, { title: 'Mrs', name: 'Meera Kumar', age: 38 });
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.getByText('Contact name is required')).toBeVisible();
    await fillContact(page, 'Ravi Kumar', 'ravi@example.com', '9876543210');

    const requests: string[] = [];
    const answers: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/hotel-bookings'))
        requests.push(request.url());
    });
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && response.url().includes('/api/hotel-bookings')) {
        answers.push(await response.json().catch(() => null));
      }
    });
    await page.getByRole('button', { name: 'Submit Booking Request' }).dblclick();
    await expect(toast(page, 'Hotel booking request created successfully.')).toBeVisible();
    // The request's own thank-you page (rule trips.hotel-request.done), not /hotels with a toast.
    await expect(page).toHaveURL(thankYouUrl('holidays'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! We have received your hotel booking request' }),
    ).toBeVisible(FIRST_LOAD);
    // A double click books once: one request, one stored booking of 3 guests in the room, 2 nights.
    expect(requests).toHaveLength(1);
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toMatchObject({
      success: true,
      data: { guestCount: 3, roomCount: 1, roomTypeId: 51, nights: 2, status: 'REQUESTED' },
    });
    const stored = (answers[0] as { data: { total: number } }).data.total;
    await expect(page.getByTestId('booking-reference')).toHaveText(REFERENCE);
    await expect(page.getByText(`₹${stored.toLocaleString('en-IN')}`, { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Back does not reopen the filled checkout: the thank-you page took its place in the history.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/hotels\/checkout/);
  });

  test('the checkout opened without guests or check-in leaves for /hotels', async ({ page }) => {
    await page.goto('/hotels/checkout?roomId=51');
    await expect(page).toHaveURL(/\/hotels$/, FIRST_LOAD);
  });

  test('on a 360 px phone: search, pick a hotel and a room, book', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/hotels');
    const form = searchForm(page);
    await expect(page.getByRole('heading', { name: 'Trending Hotels' })).toBeVisible(FIRST_LOAD);
    await expectNoSidewaysScroll(page);
    await expect(page.locator('main article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chooseOption(form, 'Location', 'Neil Island (Shaheed Dweep)');
    await pickStay(page, form, isoDaysAhead(7), isoDaysAhead(8));
    await form.getByLabel('Guests', { exact: true }).fill('1');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Book Now/ })
      .click();
    await expect(page).toHaveURL(/\/hotels\/\d+\?/);
    const room = page.getByRole('tabpanel').locator('article').first();
    await expect(room).toBeVisible(FIRST_LOAD);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await room.getByRole('button', { name: /^Book Now/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking Summary' })).toContainText(/Room|Suite/);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await fillGuest(page, 1, { title: 'Mrs', name: 'Asha Rao', age: 34 });
    await fillContact(page, 'Asha Rao', 'asha@example.com', '9876543210');
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(toast(page, 'Hotel booking request created successfully.')).toBeVisible();
    // The request's own thank-you page (rule trips.hotel-request.done), not /hotels with a toast.
    await expect(page).toHaveURL(thankYouUrl('holidays'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! We have received your hotel booking request' }),
    ).toBeVisible(FIRST_LOAD);
  });

  test('with the hotels remote down, its pages show the fallback and the rest of the site works', async ({
    page,
    blockRemote,
  }) => {
    await blockRemote('hotels');
    await page.goto('/hotels/1');
    await expect(page.locator('[data-remote-fallback="hotels"]')).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /ferry/i }).first().click();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible(FIRST_LOAD);
  });
});
