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

test.describe('hotel booking', () => {
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
    await chooseOption(page, form, 'Location', 'Neil Island (Shaheed Dweep)');
    await pickStay(page, form, isoDaysAhead(7), isoDaysAhead(8));
    await form.getByLabel('Guests').fill('1');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Book Now/ })
      .click();
    await expect(page).toHaveURL(/\/hotels\/\d+\?/);
    const room = page.getByRole('tabpanel').locator('article').first();
    await expect(room).toBeVisible(FIRST_LOAD);
    await expectNoSidewaysScroll(page);
    await room.getByRole('button', { name: /^Book Now/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Details' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await fillGuest(page, 1, { title: 'Mrs', name: 'Asha Rao', age: 34 });
    await fillContact(page, 'Asha Rao', 'asha@example.com', '9876543210');
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(toast(page, 'Hotel booking request created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/hotels$/);
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
