import { enquiryMessages } from '@andaman/shared/contracts/contact';
import type { Page } from '@playwright/test';
import { API_ORIGIN, expect, expectLayout, remotePort, SITE_ORIGIN, test } from '../fixtures/site';
import { keepOnDevice, thankYouUrl } from '../fixtures/trips';

/** Opens /about on a fake clock and lets the contact-us dialog open by itself; the clock then runs on. */
async function contactDialogOpenedByItself(page: Page) {
  await page.clock.install();
  await page.goto('/about');
  await page.clock.runFor(7_200);
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await page.clock.resume();
  return dialog;
}

test.describe('contact-us dialog', () => {
  test.use({ dismissContactDialog: false });
  test('opens by itself 7 seconds after the page began to load, not before (rule contact.enquiry.auto-open)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/about');
    await expectLayout(page);
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    // The 7 s count from the navigation's start, however long the page took to start.
    const elapsed = await page.evaluate(() => performance.now());
    expect(elapsed).toBeLessThan(6_500);
    await page.clock.runFor(Math.round(6_500 - elapsed));
    await expect(dialog).toBeHidden();
    await page.clock.runFor(700);
    await expect(dialog).toBeVisible();
  });

  test('keeps Tab and Shift+Tab inside the dialog (rule site.dialog-focus)', async ({ page }) => {
    const dialog = await contactDialogOpenedByItself(page);
    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await dialog.getByRole('button', { name: 'Send enquiry' }).focus();
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog(), `Tab ${press + 1} after Send enquiry`).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog(), 'Shift+Tab before Close').toBe(true);
  });

  test('opens once per visit, whatever the tab', async ({ page, context }) => {
    const dialog = await contactDialogOpenedByItself(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const other = await context.newPage();
    await other.clock.install();
    await other.goto('/contact');
    await expectLayout(other);
    await other.clock.runFor(12_000);
    await expect(other.getByRole('dialog', { name: 'Contact Us' })).toBeHidden();
    await other.close();
  });

  test('shows the specification messages, sends the enquiry, then closes and resets', async ({
    page,
    request,
  }) => {
    const dialog = await contactDialogOpenedByItself(page);

    await dialog.getByRole('button', { name: /send/i }).click();
    await expect(dialog.getByText(enquiryMessages.fullName)).toBeVisible();
    await expect(dialog.getByText(enquiryMessages.email)).toBeVisible();
    await expect(dialog.getByText(enquiryMessages.phone)).toBeVisible();

    await dialog.getByLabel('Full name').fill('Asha Menon');
    await dialog.getByLabel('Email').fill('asha@example.com');
    await dialog.getByLabel('Phone number').fill('9876543210');
    await dialog.getByLabel(/message/i).fill('Two nights in Havelock in March');
    await dialog.getByRole('button', { name: /send/i }).click();

    await expect(page.getByText('Email sent successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const sent = await (await request.get(`${API_ORIGIN}/__test__/emails`)).json();
    expect(JSON.stringify(sent)).toContain('asha@example.com');
  });
});

test('the page scrolls to the top on every route change', async ({ page }) => {
  await page.goto('/');
  await expectLayout(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expectLayout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
});

test.describe('payment status', () => {
  const answer = (paymentStatus: string, transactionType?: string) => ({
    success: true,
    data: { paymentStatus, ...(transactionType ? { transactionType } : {}) },
  });

  for (const [transactionType, path] of [
    ['ferry', '/thank-you-ferry/'],
    ['activity', '/thank-you-activities/'],
    ['hotel', '/thank-you-holidays/'],
    ['holiday', '/thank-you-holidays/'],
    [undefined, '/thank-you-ferry/'],
  ] as const) {
    test(`a completed ${transactionType ?? 'untyped'} payment goes to ${path}`, async ({ page }) => {
      await page.route('**/api/payment/check-transaction-id/*', (route) =>
        route.fulfill({ json: answer('COMPLETED', transactionType) }),
      );
      await page.goto('/payment-status/TX-TEST-1');
      await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}?$`));
      await expectLayout(page);
    });
  }

  test('shows "Processing Payment" while the check runs', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/payment/check-transaction-id/*', async (route) => {
      await held;
      await route.fulfill({ json: answer('COMPLETED', 'ferry') });
    });
    await page.goto('/payment-status/TX-SLOW');
    await expect(page.getByRole('heading', { name: 'Processing Payment' })).toBeVisible();
    await expect(page.getByText('Please wait while we verify your payment...')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/thank-you-ferry\/?$/);
  });

  test('a payment that is not completed shows "Payment Failed!" and then goes home', async ({ page }) => {
    await page.route('**/api/payment/check-transaction-id/*', (route) =>
      route.fulfill({ json: answer('FAILED', 'ferry') }),
    );
    await page.goto('/payment-status/TX-DECLINED');
    const dialog = page.getByRole('dialog', { name: 'Payment Failed!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Transaction unsuccessful');
    await dialog.getByRole('button').first().click();
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  });

  test('a failing check shows "Transaction unsuccessful!" and then goes home', async ({ page }) => {
    await page.route('**/api/payment/check-transaction-id/*', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'boom' } }),
    );
    await page.goto('/payment-status/TX-BROKEN');
    const dialog = page.getByRole('dialog', { name: 'Transaction unsuccessful!' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('Transaction Failed');
    await dialog.getByRole('button').first().click();
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  });

  test('an activity paid on the provider page is verified by the reference API', async ({
    page,
    request,
  }) => {
    const booking = await request.post(`${API_ORIGIN}/api/activity-bookings`, {
      data: {
        clientCount: 2,
        clientName: 'Ravi Kumar',
        clientEmail: 'ravi@example.com',
        clientPhone: '9876543210',
        startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        activityId: 1,
      },
    });
    expect(booking.ok()).toBeTruthy();
    // The server prices the booking (activity price × participants) and charges exactly that.
    const { id: bookingId, total, reference, ownerToken } = (await booking.json()).data;
    const payment = await request.post(`${API_ORIGIN}/api/payment`, {
      data: {
        payment_gateway_data: { amount: total, email: 'ravi@example.com', phone: '9876543210' },
        data: [
          {
            service: 'activity',
            activity_data: {
              bookingId,
              bookingToken: ownerToken,
              activityId: 1,
              clientName: 'Ravi Kumar',
              clientCount: 2,
              total,
            },
          },
        ],
      },
    });
    expect(payment.ok()).toBeTruthy();
    const created = (await payment.json()).data;
    // This browser holds the booking, as the checkout that made it would (rule trips.device-tokens).
    await keepOnDevice(page, { reference, ownerToken, transactionId: created.transactionId });
    await page.goto(created.instrumentResponse.redirectInfo.url);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(thankYouUrl('activities'));
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  });
});

test.describe('home widgets from remotes', () => {
  /** Scrolls Home to the bottom in steps, so every deferred section mounts. */
  const scrollThroughHome = async (page: import('@playwright/test').Page) => {
    for (let step = 0; step < 14; step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
  };

  test('Home embeds the holidays, activities and ferry widgets, each from its own remote', async ({
    page,
  }) => {
    const widgetRemotes = new Set<string>();
    page.on('request', (request) => {
      const match = /__federation_expose_widgets__/.test(request.url())
        ? new URL(request.url()).port
        : undefined;
      if (match) widgetRemotes.add(match);
    });
    await page.goto('/');
    await expectLayout(page);
    await scrollThroughHome(page);
    await expect.poll(() => widgetRemotes.size, { timeout: 20_000 }).toBe(3);
    expect([...widgetRemotes].sort()).toEqual(
      [remotePort('ferry'), remotePort('activities'), remotePort('holidays')].sort(),
    );
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  });
});
