import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import {
  detailsRegion,
  expectNoHorizontalOverflow,
  fillActivityForm,
  holdBackContactDialog,
  summaryTotal,
  TRAVELLER,
} from '../fixtures/activities';
import { PAYMENT_PAGE_URL } from '../fixtures/ferry';
import { expectVisibleFocus, tabTo } from '../fixtures/keyboard';
import { API_ORIGIN, expect, expectLayout, test, waitForHydration } from '../fixtures/site';
import { watchStartUp } from '../fixtures/start-up-watch';
import { expectReferenceAndTripPage, thankYouUrl } from '../fixtures/trips';

/** A remote page's first render (manifest, entry, page chunk) on a loaded 2-core machine. */
const PAGE_LOAD = { timeout: 75_000 };

// Several remote page loads per test on a loaded machine.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await holdBackContactDialog(page);
});

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
const tomorrow = () => {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return date;
};

test.describe('/activities', () => {
  test('hero, every activity in the grid, Book Now scrolls to it; a card books with tomorrow and its price', async ({
    page,
  }) => {
    await page.goto('/activities');
    await expectLayout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Andaman Activities' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page.getByText('Explore the beauty of Andaman with our exciting activities')).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('ItemList');

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(14, PAGE_LOAD);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { name: 'Explore Activities' })).toBeInViewport();

    const glassBoat = page.getByRole('article', { name: 'Glass Bottom Boat Ride at Port Blair' });
    await expect(glassBoat.getByRole('img')).toHaveAttribute('src', /glass-bottom-boat-ride-port-blair-1/);
    await glassBoat.getByRole('link', { name: /Book Now/ }).click();
    await expect(page).toHaveURL(/\/activity-checkout\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('activityId')).toBe('3');
    expect(url.searchParams.get('price')).toBe('1200');
    expect(new Date(url.searchParams.get('date') ?? '').getDate()).toBe(tomorrow().getDate());
    await expect(page.getByRole('heading', { level: 1, name: 'Glass Bottom Boat Ride' })).toBeVisible(
      PAGE_LOAD,
    );
  });
});

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
const rupees = (amount: number) => `\u20b9${new Intl.NumberFormat('en-IN').format(amount)}`;

type ListedActivity = {
  id: number;
  name: string;
  location: { name: string };
  starterPrice: number;
  offerPrice: number | null;
};

test.describe('/activities from the server', () => {
  test('every activity comes with the HTML, cards, prices and structured data; the live page asks for none and hydrates them in place', async ({
    page,
    request,
  }) => {
    test.skip(
      process.env.SITE_SERVER === 'nginx',
      'nginx serves the build-time first view: the browser asks for the list',
    );
    const activities = (
      (await (await request.get('/api/activity')).json()) as {
        data: ListedActivity[];
      }
    ).data;
    expect(activities.length).toBeGreaterThan(0);
    // Before any script: the server's first view holds every card with its price (rule
    // activities.landing.grid, rule activities.card) and the structured data's list.
    const html = (await (await request.get('/activities')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('data-rendered-for="/activities"');
    expect(html).toContain('data-first-view-state');
    for (const activity of activities) {
      expect(html).toContain(`aria-label="${inHtml(`${activity.name} at ${activity.location.name}`)}"`);
      const unit =
        activity.offerPrice && activity.offerPrice > 0 ? activity.offerPrice : activity.starterPrice;
      expect(html).toContain(rupees(unit));
    }
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; itemListElement?: unknown[] },
    );
    expect(jsonLd.find((data) => data['@type'] === 'ItemList')?.itemListElement?.length).toBe(
      Math.min(6, activities.length),
    );

    const {
      requests: asked,
      hydrationErrors: hydration,
      firstCardHydratedInPlace,
    } = await watchStartUp(page, (url) => url.pathname.startsWith('/api/activity'));
    await page.goto('/activities');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('article')).toHaveCount(activities.length);
    // Hydrated in place: the very card the HTML brought, not one rendered again.
    expect(await firstCardHydratedInPlace()).toBe(true);
    expect(asked).toEqual([]);
    expect(hydration).toEqual([]);
    // Live: Book Now scrolls to the grid.
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { name: 'Explore Activities' })).toBeInViewport();
  });
});

test.describe('/activity-checkout', () => {
  test('an activity is booked and paid through the provider page to /thank-you-activities/', async ({
    page,
  }) => {
    await page.goto('/activities');
    await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
    await page
      .getByRole('article', { name: 'Scuba Diving at Port Blair' })
      .getByRole('link', { name: /Book Now/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scuba Diving' })).toBeVisible(PAGE_LOAD);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Activities' }),
    ).toHaveAttribute('href', '/activities');
    await fillActivityForm(page);
    await expect(page.getByRole('button', { name: 'Remove a participant' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add a participant' }).click();
    expect(await summaryTotal(page)).toBe('7800');

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 60_000 });
    expect(digits(await page.getByTestId('amount').textContent())).toBe('7800');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(thankYouUrl('activities'), { timeout: 60_000 });
    await expectReferenceAndTripPage(page, { title: 'Scuba Diving', amount: '₹7,800' });
    await expect(page.getByTestId('trip-status')).toHaveText('Paid');
  });

  test('a price changed in the address bar is never charged', async ({ page, request }) => {
    await page.goto('/activity-checkout?activityId=2&price=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Scuba Diving' })).toBeVisible(PAGE_LOAD);
    expect(await summaryTotal(page)).toBe('3900');
    await fillActivityForm(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 60_000 });
    expect(digits(await page.getByTestId('amount').textContent())).toBe('3900');

    // A request body with a lowered amount is refused by the API.
    const booking = await request.post(`${API_ORIGIN}/api/activity-bookings`, {
      data: {
        clientCount: 1,
        clientName: TRAVELLER.name,
        clientEmail: TRAVELLER.email,
        clientPhone: TRAVELLER.phone,
        startDate: tomorrow().toISOString().slice(0, 10),
        activityId: 2,
      },
    });
    const { data } = (await booking.json()) as { data: { id: string; ownerToken: string; total: number } };
    expect(data.total).toBe(3900);
    const tampered = await request.post(`${API_ORIGIN}/api/payment`, {
      data: {
        payment_gateway_data: { amount: 1, email: TRAVELLER.email, phone: TRAVELLER.phone },
        data: [
          {
            service: 'activity',
            activity_data: {
              bookingId: data.id,
              bookingToken: data.ownerToken,
              activityId: 2,
              clientName: TRAVELLER.name,
              clientCount: 1,
              total: 1,
            },
          },
        ],
      },
    });
    expect(tampered.status()).toBe(400);
    expect(((await tampered.json()) as { message: string }).message).toBe(
      'payment_gateway_data.amount: does not match the price of the items',
    );
  });

  // rule activities.form.full-name and the form's rules beside it
  test('shows the validation messages of the booking form and books nothing', async ({ page }) => {
    let bookings = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/activity-bookings')) bookings += 1;
    });
    await page.goto('/activity-checkout?activityId=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Scuba Diving' })).toBeVisible(PAGE_LOAD);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const form = detailsRegion(page);
    for (const message of [
      'Full name is required',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Nationality is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('Phone number').fill('12345');
    await form.getByLabel('Phone number').blur();
    await expect(form.getByText('Phone number must be at least 10 digits')).toBeVisible();
    expect(bookings).toBe(0);
  });

  test('without an activity, or with one the server cannot find, the page goes back to /activities', async ({
    page,
  }) => {
    await page.goto('/activity-checkout');
    await expect(page).toHaveURL(/\/activities$/, PAGE_LOAD);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Andaman Activities' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
    await expectNoSeriousA11yViolations(page);

    // A failed fetch: the server's message, then /activities.
    await page.goto('/activity-checkout?activityId=999&price=1');
    await expect(page.locator('.ant-message').getByText('Activity 999 not found')).toBeVisible(PAGE_LOAD);
    await expect(page).toHaveURL(/\/activities$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Andaman Activities' })).toBeVisible();
  });

  test('a half-filled booking survives a reload', async ({ page }) => {
    await page.goto('/activity-checkout?activityId=2');
    const form = detailsRegion(page);
    await expect(form).toBeVisible(PAGE_LOAD);
    await form.getByLabel('Full name').fill('Asha Rao');
    await form.getByLabel('Email').fill('asha@example.com');
    await page.getByRole('button', { name: 'Add a participant' }).click();
    await page.getByRole('button', { name: 'Add a participant' }).click();
    expect(await summaryTotal(page)).toBe('11700');
    await page.reload();
    await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao', PAGE_LOAD);
    await expect(form.getByLabel('Email')).toHaveValue('asha@example.com');
    expect(await summaryTotal(page)).toBe('11700');
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('books an activity from the landing page to the provider without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/activities');
    await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalOverflow(page);
    await page
      .getByRole('article', { name: 'Sea Walk at Port Blair' })
      .getByRole('link', { name: /Book Now/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sea Walk' })).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalOverflow(page);
    await fillActivityForm(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 60_000 });
    expect(digits(await page.getByTestId('amount').textContent())).toBe('3300');
  });
});

test.describe('by keyboard alone', () => {
  test.use({ hasTouch: false });

  test('an activity is booked up to the provider page with Tab, typing, arrows and Enter', async ({
    page,
  }) => {
    await page.goto('/activities');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible(PAGE_LOAD);
    const bookNow = card.getByRole('link', { name: /Book Now/ });
    await tabTo(page, bookNow, { max: 80 });
    await expectVisibleFocus(bookNow);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/activity-checkout\?/);
    const form = detailsRegion(page);
    await expect(form).toBeVisible(PAGE_LOAD);
    const unitPrice = Number(await summaryTotal(page));

    for (const [label, text] of [
      ['Full name', TRAVELLER.name],
      ['Email', TRAVELLER.email],
      ['Phone number', TRAVELLER.phone],
    ] as const) {
      const field = form.getByLabel(label);
      await tabTo(page, field, { max: 40 });
      await page.keyboard.type(text);
      await expect(field).toHaveValue(text);
    }
    // Nationality: typing its first letters picks it.
    const nationality = form.getByLabel('Nationality', { exact: true });
    await tabTo(page, nationality, { max: 2 });
    await page.keyboard.type('Indian');
    await expect(nationality.locator('option:checked')).toHaveText('Indian');
    await expect(nationality).toHaveValue('India-Indian');

    // The date: ↓ opens the calendar on tomorrow (the default), → moves a day, Enter picks it.
    const date = form.getByLabel('Date', { exact: true });
    await tabTo(page, date, { max: 2 });
    await page.keyboard.press('ArrowDown');
    const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await expect(calendar).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const dayAfter = new Date();
    dayAfter.setDate(dayAfter.getDate() + 2);
    await expect(date).toHaveValue(new RegExp(`^${String(dayAfter.getDate()).padStart(2, '0')} `));

    // A second participant with Enter on "Add a participant".
    const add = page.getByRole('button', { name: 'Add a participant' });
    await tabTo(page, add, { max: 4 });
    await page.keyboard.press('Enter');
    expect(await summaryTotal(page)).toBe(String(unitPrice * 2));

    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    await tabTo(page, proceed, { max: 10 });
    await expectVisibleFocus(proceed);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 60_000 });
    expect(digits(await page.getByTestId('amount').textContent())).toBe(String(unitPrice * 2));
  });
});
