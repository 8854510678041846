import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { detailsRegion, fillActivityForm, holdBackContactDialog, TRAVELLER } from '../fixtures/activities';
import {
  bookLeg,
  fillCheckout,
  PAYMENT_PAGE_URL,
  PORTS,
  payButton,
  searchFerry,
  sitePath,
  ferryTest as test,
} from '../fixtures/ferry';
import { expect } from '../fixtures/site';
import { thankYouUrl } from '../fixtures/trips';

/** A remote page's first render on a loaded 2-core machine. */
const PAGE_LOAD = { timeout: 75_000 };
test.describe.configure({ timeout: 300_000 });

/** Declines on the provider's page and waits for the failure dialog (rule payment.failed.try-again). */
async function decline(page: Page) {
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Failed!' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Back to home' })).toBeVisible();
  // Nothing says the payment is still being processed behind the dialog.
  await expect(page.getByText('Please wait while we verify your payment...')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  return dialog;
}

test('an activity: declined, "Try again" finds the form as typed, and the new payment is paid', async ({
  page,
}) => {
  await holdBackContactDialog(page);
  await page.goto('/activity-checkout?activityId=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Scuba Diving' })).toBeVisible(PAGE_LOAD);
  await fillActivityForm(page);
  await detailsRegion(page).getByLabel('Special requests').fill('Vegetarian lunch, please');
  await page.getByRole('button', { name: 'Add a participant' }).click();
  const bookings: Record<string, unknown>[] = [];
  // Each booking's answer, read before the page gets it (the page navigates on at once, after which a
  // response's body can no longer be read).
  await page.route('**/api/activity-bookings', async (route) => {
    const response = await route.fetch();
    if (route.request().method() === 'POST')
      bookings.push(((await response.json()) as { data: Record<string, unknown> }).data);
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const dialog = await decline(page);
  // The booking was made pending, with what the form took (rule activities.booking.stored).
  expect(bookings[0]).toMatchObject({
    status: 'PENDING',
    clientCount: 2,
    nationality: 'India-Indian',
    specialRequests: 'Vegetarian lunch, please',
  });

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/activity-checkout\?activityId=2/);
  const form = detailsRegion(page);
  await expect(form.getByLabel('Full name')).toHaveValue(TRAVELLER.name, PAGE_LOAD);
  await expect(form.getByLabel('Email')).toHaveValue(TRAVELLER.email);
  await expect(form.getByLabel('Special requests')).toHaveValue('Vegetarian lunch, please');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(thankYouUrl('activities'), { timeout: 60_000 });
  expect(bookings).toHaveLength(2);
  expect(bookings[1]).toMatchObject({ clientCount: 2, status: 'PENDING' });
});

test('a ferry ticket: declined, "Try again" keeps the cart, travellers and contact, and the new payment is paid', async ({
  page,
  dayOffset,
}) => {
  await searchFerry(page, [{ from: PORTS.havelock, to: PORTS.portBlair, daysAhead: dayOffset }], 1);
  await bookLeg(page, 'Nautika', 1);
  await expect(page).toHaveURL(/\/passenger-info$/);
  await fillCheckout(page, 1);
  await payButton(page).click();
  const dialog = await decline(page);

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(sitePath('/passenger-info'));
  const adult = page.getByRole('region', { name: 'Adult 1' });
  await expect(adult.getByLabel('Full name')).toHaveValue('Adult Traveller 1', PAGE_LOAD);
  await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('Email')).toHaveValue(
    'asha@example.com',
  );
  await payButton(page).click();
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(thankYouUrl('ferry'), { timeout: 60_000 });
});
