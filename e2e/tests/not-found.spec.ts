import type { Response } from '@playwright/test';
import { expectNoSeriousA11yViolations, gateRoutes } from '../fixtures/a11y';
import { holdBackContactDialog } from '../fixtures/activities';
import { API_ORIGIN, expect, expectLayout, SITE_ORIGIN, test } from '../fixtures/site';
import { keepOnDevice } from '../fixtures/trips';

test.describe.configure({ timeout: 600_000 });

test('unknown paths answer 404 with the not-found page; the site pages answer 200 (rule site.not-found)', async ({
  page,
  request,
}) => {
  for (const path of ['/no-such-page', '/no-such-page/anywhere', '/hotels/1/rooms', '/about/us']) {
    const answer = await request.get(`${SITE_ORIGIN}${path}`);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'], path).toMatch(/text\/html/);
  }
  for (const path of ['/', '/about', '/hotels/1', '/thank-you-ferry/', '/blog']) {
    expect((await request.get(`${SITE_ORIGIN}${path}`)).status(), path).toBe(200);
  }
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(404);
  await expectLayout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/**
 * A transaction that exists, of a booking this browser holds, so the payment status page asks about
 * something real with the booking's owner token (rule trips.device-tokens).
 */
async function realTransaction(
  request: import('@playwright/test').APIRequestContext,
): Promise<{ reference: string; ownerToken: string; transactionId: string }> {
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const booking = await request.post(`${API_ORIGIN}/api/activity-bookings`, {
    data: {
      clientCount: 1,
      clientName: 'Kiran Rao',
      clientEmail: 'kiran@example.com',
      clientPhone: '9876543210',
      startDate: day,
      activityId: 2,
    },
  });
  const { data } = (await booking.json()) as {
    data: { id: string; total: number; reference: string; ownerToken: string };
  };
  const payment = await request.post(`${API_ORIGIN}/api/payment`, {
    data: {
      payment_gateway_data: { amount: data.total, email: 'kiran@example.com', phone: '9876543210' },
      data: [
        {
          service: 'activity',
          activity_data: {
            bookingId: data.id,
            bookingToken: data.ownerToken,
            activityId: 2,
            clientName: 'Kiran Rao',
            clientCount: 1,
            total: data.total,
          },
        },
      ],
    },
  });
  expect(payment.ok(), await payment.text()).toBeTruthy();
  const { transactionId } = ((await payment.json()) as { data: { transactionId: string } }).data;
  return { reference: data.reference, ownerToken: data.ownerToken, transactionId };
}

test('no request on any page of the site answers 404 (rule site.not-found)', async ({ page, request }) => {
  await holdBackContactDialog(page);
  const booked = await realTransaction(request);
  await keepOnDevice(page, booked);
  const { transactionId } = booked;
  const routes = (await gateRoutes(request)).map((route) =>
    route.pattern === '/payment-status/:transactionId'
      ? { ...route, path: `/payment-status/${transactionId}` }
      : route,
  );
  const missing: string[] = [];
  let current = '';
  const listen = (response: Response) => {
    if (response.status() === 404)
      missing.push(`${current}: ${response.request().method()} ${response.url()}`);
  };
  page.on('response', listen);
  for (const route of routes) {
    current = route.path;
    await page.goto(route.path);
    await expect(page.locator('main h1').first()).toBeAttached({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  }
  page.off('response', listen);
  expect(missing, 'requests that answered 404').toEqual([]);
});
