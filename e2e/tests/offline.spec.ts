import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { fillContact, fillGuest, isoDaysAhead } from '../fixtures/hotels';
import { test as mailTest } from '../fixtures/mail';
import { API_ORIGIN, expect, REMOTE_ORIGINS } from '../fixtures/site';
import { keepOnDevice, REFERENCE } from '../fixtures/trips';

/**
 * Offline at the jetty (rule trips.offline, rule trips.offline.queue): with the site's service worker
 * (every other spec runs without it, see playwright.config.ts), a trip page and its ticket seen once
 * online open with the network off, and a booking request made offline waits on the device, says so,
 * and is sent exactly once when the connection returns.
 */
const test = mailTest;
test.use({ serviceWorkers: 'allow' });

const FIRST_LOAD = { timeout: 120_000 };

/** Waits until the site's service worker controls `page`. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, FIRST_LOAD);
}

/** Waits until the service worker has kept `url` (any of its caches). */
async function kept(page: Page, url: string) {
  await page.waitForFunction(async (wanted) => (await caches.match(wanted)) !== undefined, url, FIRST_LOAD);
}

/** The network off for the page and for its service worker alike. */
async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => navigator.onLine === false);
}

test('a trip page and its ticket open with the network off after one visit online (rule trips.offline)', async ({
  page,
  context,
  request,
}) => {
  const checkIn = isoDaysAhead(12);
  const response = await request.post(`${API_ORIGIN}/api/holiday-package-bookings`, {
    data: {
      contactName: 'Anil Rao',
      contactEmail: 'anil.offline@example.com',
      contactPhone: '9876543210',
      contactPhoneAlt: '',
      guestCount: 1,
      guests: [{ title: 'Mr', name: 'Anil Rao', age: 44, nationality: 'India-Indian' }],
      checkIn,
      holidayPackageId: 2,
    },
  });
  expect(response.status()).toBe(201);
  const booked = ((await response.json()) as { data: { reference: string; ownerToken: string } }).data;
  await keepOnDevice(page, booked);

  // The traveller's one visit online, the first of this browser: the worker installs and takes over.
  await page.goto(`/trips/${booked.reference}`);
  await expect(page.getByTestId('trip-ticket')).toContainText(booked.reference, FIRST_LOAD);
  await controlledByServiceWorker(page);
  await kept(page, `/api/trips/${booked.reference}`);

  // What the worker asked the network for and did not get: with the network off, every one of its tries.
  const workerFailures: string[] = [];
  context.on('requestfailed', (failed) => {
    if (failed.serviceWorker()) workerFailures.push(new URL(failed.url()).pathname);
  });
  await goOffline(context, page);
  // The page itself has no network: nothing answers but the worker.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await page.reload();
  const ticket = page.getByTestId('trip-ticket');
  await expect(ticket).toContainText(booked.reference, FIRST_LOAD);
  await expect(ticket).toContainText('Anil Rao');
  await expect(
    ticket.getByRole('img', { name: `QR code of booking reference ${booked.reference}` }),
  ).toBeVisible();
  await expect(page.getByTestId('trip-status')).toHaveText(
    'Request received: an island expert will call you to confirm',
  );
  // The worker's network was off too: it tried the page and the trip, then answered from what it kept.
  expect(workerFailures).toEqual(
    expect.arrayContaining([`/trips/${booked.reference}`, `/api/trips/${booked.reference}`]),
  );

  // A new tab at the jetty, typed or from the home screen: the same.
  const tab = await context.newPage();
  await tab.goto(`/trips/${booked.reference}`);
  await expect(tab.getByTestId('trip-ticket')).toContainText(booked.reference, FIRST_LOAD);
  await expectNoSeriousA11yViolations(tab);
  await context.setOffline(false);
});

test('a hotel request made offline waits on the device, says so, and is sent exactly once when the connection returns (rule trips.offline.queue)', async ({
  page,
  context,
  mailSink,
}) => {
  test.setTimeout(300_000);
  const email = `offline.${Date.now()}@example.com`;
  const checkIn = isoDaysAhead(20);
  const checkOut = isoDaysAhead(22);
  // Every POST of the request, from the page or from its worker.
  const posts: string[] = [];
  context.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/hotel-bookings')) posts.push(sent.url());
  });

  await page.goto(`/hotels/5?checkIn=${checkIn}&checkOut=${checkOut}&guests=1&roomCount=1`);
  const room = page.getByRole('tabpanel').locator('article').filter({ hasText: 'Garden View Room' });
  await room.getByRole('button', { name: /^Book Now/ }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Details' })).toBeVisible(FIRST_LOAD);
  await fillGuest(page, 1, { title: 'Mrs', name: 'Lakshmi Iyer', age: 52 });
  await fillContact(page, 'Lakshmi Iyer', email, '9876543210');

  await goOffline(context, page);
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for a connection' })).toContainText(
    'your booking request is saved on this device and will be sent once you are back online',
  );
  await expect(page.getByRole('button', { name: 'Waiting for a connection…' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Kept with its key while offline; nothing has left the device.
  const queued = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('andaman:queued-requests') ?? '[]'),
  );
  expect(queued).toMatchObject([{ path: '/hotel-bookings', key: expect.any(String) }]);
  await page.waitForTimeout(2_000);
  expect(posts).toEqual([]);

  await context.setOffline(false);
  await expect(page).toHaveURL(
    new RegExp(`/thank-you-holidays/\\?reference=${REFERENCE.source}$`),
    FIRST_LOAD,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! We have received your hotel booking request' }),
  ).toBeVisible(FIRST_LOAD);
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  expect(reference).toMatch(REFERENCE);
  expect(await page.evaluate(() => localStorage.getItem('andaman:queued-requests'))).toBeNull();

  // Exactly once: one request left the browser, and the API booked it once (one confirmation e-mail
  // to this traveller's own address, naming the reference).
  await mailSink.arrival(email, (mail) => mail.subject.startsWith('We have received your request'));
  await page.waitForTimeout(3_000);
  expect(posts).toHaveLength(1);
  const mails = (await mailSink.messages(email)).filter((mail) =>
    mail.subject.startsWith('We have received your request'),
  );
  expect(mails).toHaveLength(1);
  // Another page load sends nothing more.
  await page.reload();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference, FIRST_LOAD);
  await page.waitForTimeout(2_000);
  expect(posts).toHaveLength(1);
});

test('with the worker, a remote page loads from its release and its files are kept by their hashed address (rule trips.offline)', async ({
  page,
}) => {
  await page.goto('/hotels');
  await controlledByServiceWorker(page);
  // The next visit goes through the worker.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  const keptFiles = async () =>
    page.evaluate(async () =>
      (await (await caches.open('andaman-remote-files')).keys()).map((key) => key.url),
    );
  const hotelsRelease = (url: string) => url.startsWith(`${REMOTE_ORIGINS.hotels}/releases/`);
  // Files of the release in force, scripts and styles alike, by their versioned address.
  await expect
    .poll(
      async () => (await keptFiles()).filter(hotelsRelease).map((url) => url.split('.').at(-1)),
      FIRST_LOAD,
    )
    .toEqual(expect.arrayContaining(['js', 'css']));
  // Never a manifest: those are asked of the network first.
  expect((await keptFiles()).some((url) => url.endsWith('mf-manifest.json'))).toBe(false);
});
