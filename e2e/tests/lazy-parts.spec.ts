import { holdBackContactDialog } from '../fixtures/activities';
import { expect, holdBackScript, REMOTE_ORIGINS, test } from '../fixtures/site';

// A part of a page whose code comes after the page is live (a lazy part in `HydrateWhen`): a tap on it
// before its code has arrived is held and given once the part is live, not lost.

test.beforeEach(async ({ page }) => {
  await holdBackContactDialog(page);
});

test('a tap on the /hotels search form before its code arrives opens the date picker once it has', async ({
  page,
}) => {
  // The search form's chunk (the only hotels script with its location placeholder) is held back until
  // the tap has been made.
  const formCode = await holdBackScript(page, REMOTE_ORIGINS.hotels, 'Select a location');
  await page.goto('/hotels');
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Andaman' })).toBeVisible();
  const checkIn = page.getByPlaceholder('Check-in').first();
  await checkIn.click();
  await expect.poll(formCode.askedFor).toBe(true);
  const picker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await page.waitForTimeout(500);
  await expect(picker).toHaveCount(0);
  formCode.release();
  await expect(picker).toBeVisible();
});
