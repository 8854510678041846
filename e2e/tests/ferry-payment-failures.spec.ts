import type { Page } from '@playwright/test';
import {
  bookLeg,
  expect,
  fillCheckout,
  PAYMENT_PAGE_URL,
  PORTS,
  payButton,
  searchFerry,
  sitePath,
  ferryTest as test,
} from '../fixtures/ferry';
import { API_ORIGIN } from '../fixtures/site';

const SUPPORT_EMAIL = 'support@andamanislands.example';

async function toCheckout(page: Page, dayOffset: number) {
  await searchFerry(page, [{ from: PORTS.havelock, to: PORTS.portBlair, daysAhead: dayOffset }], 1);
  await bookLeg(page, 'Nautika', 1);
  await expect(page).toHaveURL(/\/passenger-info$/);
  await fillCheckout(page, 1);
}

test('a declined payment ends on the "Payment Failed!" dialog', async ({ page, dayOffset }) => {
  await toCheckout(page, dayOffset);
  await payButton(page).click();
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Failed!' })).toBeVisible({ timeout: 30_000 });
});

test('seats sold to someone else while on the payment page: "Those seats were just taken", then choose again', async ({
  page,
  request,
  dayOffset,
}) => {
  await toCheckout(page, dayOffset);
  let purchase = '';
  await page.route('**/api/payment', async (route) => {
    purchase = route.request().postDataBuffer()?.toString() ?? '';
    await route.continue();
  });
  await payButton(page).click();
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 30_000 });
  // Another traveller pays for the same seat first.
  const other = await request.post(`${API_ORIGIN}/api/payment`, { data: JSON.parse(purchase) });
  expect(other.status(), await other.text()).toBe(200);
  const { data } = (await other.json()) as { data: { transactionId: string } };
  const paid = await request.post(`${API_ORIGIN}/pay/${data.transactionId}`, {
    form: { action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await page.getByRole('button', { name: 'Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Failed!' });
  await expect(dialog.getByText(/Those seats were just taken/)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Choose again' }).click();
  await expect(page).toHaveURL(sitePath('/ferry'));
});

test('a wallet below the cost stops the booking, alerts support and names the support address', async ({
  page,
  dayOffset,
}) => {
  await page.route('**/api/common/wallet-balances**', (route) =>
    route.fulfill({ json: { success: true, data: { nautika: { walletBalance: 10 } } } }),
  );
  const alert = page.waitForRequest(
    (request) => request.url().endsWith('/api/common/email') && request.method() === 'POST',
  );
  let payments = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/payment')) payments += 1;
  });
  await toCheckout(page, dayOffset);
  await payButton(page).click();
  await expect(
    page.getByText(`Unable to book tickets. Please contact ${SUPPORT_EMAIL} for booking.`),
  ).toBeVisible();
  expect((await alert).postDataJSON()).toMatchObject({ title: expect.stringContaining('Nautika') });
  await expect(page).toHaveURL(/\/passenger-info$/);
  expect(payments).toBe(0);
});

test('payment creation is tried 3 times, 1 s apart, with one Idempotency-Key, then fails with the spec messages', async ({
  page,
  dayOffset,
}) => {
  const keys: string[] = [];
  const times: number[] = [];
  await page.route('**/api/payment', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    times.push(Date.now());
    await route.fulfill({ status: 503, json: { success: false, message: 'Payment provider unavailable' } });
  });
  await toCheckout(page, dayOffset);
  await payButton(page).click();
  await expect(page.getByText('Payment processing failed. Please try again.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText('There was a problem processing your payment. Please try again.'),
  ).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect((times[2] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(1900);

  // Retrying the same purchase reuses the key, so the server cannot charge it twice.
  await page.unroute('**/api/payment');
  const retry = page.waitForRequest((request) => request.url().endsWith('/api/payment'));
  await expect(payButton(page)).toBeEnabled({ timeout: 5_000 });
  await payButton(page).click();
  expect((await retry).headers()['idempotency-key']).toBe(keys[0]);
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 30_000 });
});

test('a payment URL off the allow-list (javascript: or a foreign origin) is refused', async ({
  page,
  dayOffset,
}) => {
  for (const url of ['javascript:alert(1)', 'https://evil.example.com/pay/1']) {
    await page.route('**/api/payment', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            merchantTransactionId: 'M1',
            transactionId: 'T1',
            amount: 100,
            instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url, method: 'GET' } },
          },
        },
      }),
    );
    if (url.startsWith('javascript')) await toCheckout(page, dayOffset);
    await expect(payButton(page)).toBeEnabled({ timeout: 5_000 });
    await payButton(page).click();
    await expect(page.getByText('Payment processing failed. Please try again.').first()).toBeVisible();
    await expect(page).toHaveURL(sitePath('/passenger-info'));
    await page.unroute('**/api/payment');
  }
});
