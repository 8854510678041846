import {
  chooseClass,
  operatorCards,
  PORTS,
  pickerDate,
  pickSeats,
  searchFerry,
  sitePath,
  ferryTest as test,
  tripGroup,
} from '../fixtures/ferry';
import { chooseOption } from '../fixtures/forms';
import { expect, expectLayout, holdBackScript, REMOTE_ORIGINS } from '../fixtures/site';

test('one operator down still lists the other two', async ({ page, dayOffset }) => {
  await page.route('**/api/nautika/**', (route) =>
    route.fulfill({ status: 502, json: { success: false, message: 'Nautika is not responding' } }),
  );
  await searchFerry(page, [{ from: PORTS.portBlair, to: PORTS.havelock, daysAhead: dayOffset }], 1);
  await expect(operatorCards(page, 'Makruzz').first()).toBeVisible({ timeout: 20_000 });
  await expect(operatorCards(page, 'Green Ocean').first()).toBeVisible();
  await expect(operatorCards(page, 'Nautika')).toHaveCount(0);
  await expect(page.getByText('Nautika is not responding')).toHaveCount(0);
});

test('a slow operator does not hold back the others', async ({ page, dayOffset }) => {
  await page.route('**/api/green-ocean/route-details', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue();
  });
  await searchFerry(page, [{ from: PORTS.portBlair, to: PORTS.neil, daysAhead: dayOffset }], 1);
  await expect(operatorCards(page, 'Makruzz').first()).toBeVisible({ timeout: 6_000 });
  await expect(page.getByText('Still searching Green Ocean…')).toBeVisible();
  await expect(operatorCards(page, 'Green Ocean').first()).toBeVisible({ timeout: 20_000 });
});

test('no operator answering shows "No tickets found for your search"', async ({ page, dayOffset }) => {
  await page.route(/\/api\/(makruzz|nautika|green-ocean)\//, (route) =>
    route.fulfill({ json: { success: true, data: [] } }),
  );
  await page.route('**/api/green-ocean/route-details', (route) =>
    route.fulfill({ json: { success: true, data: {} } }),
  );
  await searchFerry(page, [{ from: PORTS.havelock, to: PORTS.neil, daysAhead: dayOffset }], 1);
  await expect(page.getByText('No tickets found for your search')).toBeVisible({ timeout: 20_000 });
});

test('with the ferry remote blocked the rest of the site keeps working', async ({ page, blockRemote }) => {
  await blockRemote('ferry');
  await page.goto('/');
  await expectLayout(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/ferry');
  await expect(page.locator('[data-remote-fallback="ferry"]')).toBeVisible({ timeout: 20_000 });
  await expectLayout(page);
  await page.goto('/hotels');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('Home\'s "Our Trusted Ferry Partners" opens the ferry landing after 2 s; checkout clears the "first" flag', async ({
  page,
}) => {
  await page.goto('/');
  const partners = page.getByRole('region', { name: 'Our Trusted Ferry Partners' });
  // Home renders its lower sections as they come into view: scroll down until the widget is there.
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(partners.getByRole('button', { name: /Makruzz/ }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const started = Date.now();
  await partners
    .getByRole('button', { name: /Makruzz/ })
    .first()
    .click();
  // Not before 2 s; the upper bound only waits for a loaded machine (the widget may still be starting).
  await expect(page).toHaveURL(/\/ferry$/, { timeout: 30_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await expect(page.getByRole('heading', { name: 'Book your andaman ferry' })).toBeVisible();
  await expect(page.getByText('Easy 4 Step Ferry Booking')).toBeVisible();
  await expect(page.getByText('Our Reviews')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('first'))).not.toBeNull();
  await page.goto('/passenger-info');
  await expect(page).toHaveURL(sitePath('/'));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('first'))).toBeNull();
  await page.goto('/ferry');
  await expect(page.getByRole('heading', { name: 'Ferry Tickets', level: 1 })).toBeVisible();
  await expect(page.getByText('Easy 4 Step Ferry Booking')).toHaveCount(0);
});

test('a tap on a partner card before the ferry code has arrived is kept, and opens the ferry landing', async ({
  page,
}) => {
  // The ferry remote's code is slow to come: the card in Home's HTML is tapped before it is live.
  await page.route(`${REMOTE_ORIGINS.ferry}/**/*.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.goto('/');
  const partners = page.getByRole('region', { name: 'Our Trusted Ferry Partners' });
  await partners.scrollIntoViewIfNeeded();
  const started = Date.now();
  await partners
    .getByRole('button', { name: /Makruzz/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ferry$/, { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  expect(await page.evaluate(() => localStorage.getItem('first'))).not.toBeNull();
});

test("what is chosen, typed and tapped in the ferry search before the form's code has arrived is kept", async ({
  page,
  dayOffset,
}) => {
  // The form's chunk (the only ferry script with its origin placeholder) is held back until all is done.
  const formCode = await holdBackScript(page, REMOTE_ORIGINS.ferry, 'Select origin');
  await page.goto('/ferry');
  const form = page.getByRole('form', { name: 'Ferry search' });
  await expect(form).not.toHaveAttribute('inert');
  const first = tripGroup(page, 1);
  // A traveller taps the select (which asks for the form's code) and chooses in it.
  await first.getByLabel('From', { exact: true }).click();
  await chooseOption(first, 'From', PORTS.portBlair);
  await expect.poll(formCode.askedFor).toBe(true);
  await chooseOption(first, 'To', PORTS.havelock);
  const date = first.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill(pickerDate(dayOffset));
  await date.press('Tab');
  await page.getByRole('button', { name: '+ Add Trip' }).click();
  await page.waitForTimeout(500);
  await expect(tripGroup(page, 2)).toHaveCount(0);
  formCode.release();
  // Once live, the tap adds trip 2, which starts where trip 1 (as chosen and typed) ends.
  const second = tripGroup(page, 2);
  await expect(second).toBeVisible({ timeout: 15_000 });
  await expect(second.getByLabel('From', { exact: true }).locator('option:checked')).toHaveText(
    PORTS.havelock,
  );
  await expect(second.getByLabel('Date', { exact: true })).toHaveValue(pickerDate(dayOffset));
  await expect(first.getByLabel('From', { exact: true }).locator('option:checked')).toHaveText(
    PORTS.portBlair,
  );
  await expect(tripGroup(page, 3)).toHaveCount(0);
});

test('Green Ocean: a missing layout says "No ship layout found!"; a failed seat hold warns and moves on', async ({
  page,
  dayOffset,
}) => {
  await page.route('**/api/green-ocean/seat-layout', (route) =>
    route.fulfill({ status: 404, json: { success: false, message: 'No ship layout found!' } }),
  );
  await searchFerry(page, [{ from: PORTS.havelock, to: PORTS.portBlair, daysAhead: dayOffset }], 1);
  const card = await chooseClass(page, 'Green Ocean');
  await card.getByRole('button', { name: 'Select Seats' }).click();
  await expect(page.getByRole('dialog').getByText('No ship layout found!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.unroute('**/api/green-ocean/seat-layout');
  await page.route('**/api/green-ocean/temporary-seat-block', (route) =>
    route.fulfill({ status: 409, json: { success: false, message: 'Seat 1A is not available' } }),
  );
  await card.getByRole('button', { name: 'Select Seats' }).click();
  await pickSeats(page, 1);
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Failed to temporarily block seats')).toBeVisible();
  await expect(page).toHaveURL(/\/passenger-info$/);
  await expect(page.getByText(/^Seats: /)).toBeVisible();
});
