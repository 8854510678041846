import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { holdBackContactDialog } from '../fixtures/activities';
import {
  expect,
  FIRST_LOAD,
  isoDaysAhead,
  openCalendar,
  searchForm,
  test,
  visibleDay,
} from '../fixtures/hotels';

test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await holdBackContactDialog(page);
});

test('at 360 px the stay calendar shows one month, and tomorrow can be tapped (rule hotels.search.date-range)', async ({
  page,
}) => {
  await page.goto('/hotels');
  const form = searchForm(page);
  await expect(form).toBeVisible(FIRST_LOAD);
  await form.getByPlaceholder('Check-in').click();
  const calendar = openCalendar(page);
  await expect(calendar.locator('.ant-picker-date-panel').first()).toBeVisible();
  await expect(calendar.locator('.ant-picker-date-panel:visible')).toHaveCount(1);
  const box = await calendar.locator('.ant-picker-panel-container').boundingBox();
  expect(box, 'the calendar').not.toBeNull();
  expect(
    (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360,
    'the calendar fits the screen',
  ).toBe(true);
  // Every day shown, the other months' too, passes contrast.
  await expectNoSeriousA11yViolations(page);

  // On a month's last day, tomorrow is in the next month: the traveller moves to it first.
  const tomorrow = await visibleDay(calendar, isoDaysAhead(1));
  await expect(tomorrow).toBeInViewport();
  await tomorrow.click();
  await expect(form.getByPlaceholder('Check-out')).toBeFocused();
  await (await visibleDay(calendar, isoDaysAhead(3))).click();
  await expect(calendar).toBeHidden();
  await expect(form.getByPlaceholder('Check-out')).not.toHaveValue('');
});

test('at 360 px the checkouts keep the total and the main action in a bar at the bottom (rule site.booking-bar)', async ({
  page,
}) => {
  await page.goto(`/hotels/5?checkIn=${isoDaysAhead(10)}&checkOut=${isoDaysAhead(12)}&guests=2&roomCount=1`);
  const room = page.getByRole('tabpanel').locator('article').filter({ hasText: 'Garden View Room' });
  await room.getByRole('button', { name: /^Book Now/ }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Details' })).toBeVisible(FIRST_LOAD);
  const bar = page.getByTestId('booking-bar');
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Submit Booking Request' })).toBeInViewport();
  const total = (await page.getByTestId('total-payable').textContent()) ?? '';
  await expect(bar).toContainText(total);
  // Half-way down the guests, the bar is still there.
  await page.getByRole('region', { name: 'Contact Details' }).scrollIntoViewIfNeeded();
  await expect(bar.getByRole('button', { name: 'Submit Booking Request' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/activity-checkout?activityId=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Scuba Diving' })).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByTestId('booking-bar').getByRole('button', { name: 'Proceed to Payment' }),
  ).toBeInViewport();
  await expect(page.getByTestId('booking-bar')).toContainText('₹3,900');
});
