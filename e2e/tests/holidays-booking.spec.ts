import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { holdBackContactDialog } from '../fixtures/activities';
import {
  contactCard,
  dayAhead,
  fillContact,
  fillGuest,
  guestCard,
  measureNavigationDelay,
  navigationDelay,
  orderSummary,
  PAGE_LOAD,
  packageForm,
  recordToasts,
  rupees,
  SPEC_PACKAGES,
  typeCheckIn,
  watchHolidayBookings,
} from '../fixtures/holidays';
import { chooseOptionByKeyboard, expectVisibleFocus, tabTo } from '../fixtures/keyboard';
import { expect, expectLayout, holdBackScript, REMOTE_ORIGINS, test } from '../fixtures/site';
import { expectReferenceAndTripPage, thankYouUrl } from '../fixtures/trips';

// Several remote page loads per test on a loaded machine.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await holdBackContactDialog(page);
});

const PLAN = 'Plan your 6 days & 5 nights vacation for 2 person(s)';
const THANK_YOU = thankYouUrl('holidays');
/** The success toast (rule holidays.booking.success). */
const BOOKED = 'Holiday package booking request sent successfully.';

test('/itinerary lists the 7 packages of the spec; View opens one after 0.5 s; a bad id is not found', async ({
  page,
}) => {
  await page.goto('/itinerary');
  await expectLayout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your vacation' })).toBeVisible(PAGE_LOAD);
  const cards = page.getByRole('list', { name: 'Holiday packages' }).getByRole('article');
  await expect(cards).toHaveCount(SPEC_PACKAGES.length);
  for (const [index, pkg] of SPEC_PACKAGES.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading')).toHaveText(pkg.name);
    await expect(card).toContainText(new RegExp(`Starts from\\s*${rupees(pkg.price)}\\s*Per person`));
    await expect(card).toContainText(`${pkg.nights} Nights`);
    await expect(card.getByRole('button', { name: 'View' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await measureNavigationDelay(page);
  await cards.nth(2).getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/itinerary\/3$/);
  expect(await navigationDelay(page)).toBeGreaterThanOrEqual(490);

  // The server-backed package: hero, plan, price per person, timeline, tabs.
  await expect(page.getByRole('heading', { level: 1, name: 'EXPLORE ANDAMAN' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(PLAN).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Book this package' })).toContainText(
    new RegExp(`${rupees(17500)}\\s*Per person`),
  );
  const timeline = page.getByRole('list', { name: 'Package timeline' });
  await expect(timeline).toContainText('Arrival at Port Blair');
  await expect(timeline).toContainText('01 Oct 2026');
  const tabs = page.getByRole('tablist', { name: 'Package details' });
  await expect(tabs.getByRole('tab')).toHaveText(['Itinerary', 'Hotels']);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Inclusives');
  await expect(panel).toContainText('Complimentary snorkelling at Elephant Beach');
  await expect(panel).toContainText('Camera tickets at monuments');
  await tabs.getByRole('tab', { name: 'Hotels' }).click();
  await expect(panel.getByRole('heading', { level: 3, name: /^Day \d: / })).toHaveCount(5);
  await expect(panel.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const bad of ['/itinerary/999', '/itinerary/abc']) {
    await page.goto(bad);
    await expect(page.getByText('Holiday package not found')).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('link', { name: 'See all holiday packages' })).toHaveAttribute(
      'href',
      '/itinerary',
    );
  }
});

test('a package is booked: form messages, 3 s overlay, checkout surviving a reload, one booking on a double click', async ({
  page,
}) => {
  const toasts = await recordToasts(page);
  await page.goto('/itinerary/3');
  const form = packageForm(page);
  await expect(form).toBeVisible(PAGE_LOAD);

  // The package form's messages, word for word (rule holidays.form.check-in-required,
  // rule holidays.form.guests-required).
  await form.getByRole('button', { name: 'Checkout' }).click();
  await expect(form.getByText('Check-in date is required')).toBeVisible();
  await expect(form.getByText('Guest is required')).toBeVisible();
  const guests = form.getByLabel('Guests (up to 2)');
  await guests.fill('3');
  await form.getByRole('button', { name: 'Checkout' }).click();
  await expect(form.getByText('Guests cannot be more than total person in the package')).toBeVisible();
  await expect(page).toHaveURL(/\/itinerary\/3$/);
  await expectNoSeriousA11yViolations(page);

  const checkIn = dayAhead(20);
  await typeCheckIn(page, checkIn.shown);
  await guests.fill('2');
  await measureNavigationDelay(page);
  await form.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('status', { name: 'Preparing your booking' })).toBeVisible();
  await expect(page).toHaveURL(/\/itinerary\/checkout\?/, PAGE_LOAD);
  expect(await navigationDelay(page)).toBeGreaterThanOrEqual(2990);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    guests: '2',
    checkIn: checkIn.iso,
    holidayPackageId: '3',
    holidayPackageName: 'EXPLORE ANDAMAN',
    perPersonPrice: '17500',
    total: '35000',
  });

  // The checkout: the shared guest and contact cards, Order Summary with total = price × guests.
  await expect(page.getByRole('heading', { level: 1, name: 'Package guest details' })).toBeVisible(PAGE_LOAD);
  await expect(guestCard(page, 2)).toBeVisible();
  await expect(guestCard(page, 3)).toHaveCount(0);
  const summary = orderSummary(page);
  await expect(summary).toContainText('EXPLORE ANDAMAN');
  await expect(summary).toContainText(new RegExp(`Price per person\\s*${rupees(17500)}`));
  await expect(summary.getByTestId('order-total')).toHaveText(rupees(35000));
  await expectNoSeriousA11yViolations(page);

  // An empty submit gives the guests' and the contact's messages at once (rule
  // site.validation.first-press) and books nothing.
  const bookings = watchHolidayBookings(page);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Title is required')).toHaveCount(2);
  await expect(page.getByText('Name is required', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Contact name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Half filled, then reloaded: what was typed is still there.
  await fillGuest(page, 1, { title: 'Mrs', name: 'Asha Rao', age: 34 });
  await contactCard(page).getByLabel('Contact name').fill('Asha Rao');
  await page.reload();
  await expect(guestCard(page, 1).getByLabel('Full name')).toHaveValue('Asha Rao', PAGE_LOAD);
  await expect(guestCard(page, 1).getByLabel('Age')).toHaveValue('34');
  await expect(guestCard(page, 1)).toContainText('Mrs');
  await expect(contactCard(page).getByLabel('Contact name')).toHaveValue('Asha Rao');

  await fillGuest(page, 2, { title: 'Mr', name: 'Vikram Rao', age: 37 });
  await fillContact(page, { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' });
  await page.getByRole('button', { name: 'Book Now' }).dblclick();
  await expect.poll(() => toasts, PAGE_LOAD).toContain(BOOKED);
  await expect(page).toHaveURL(THANK_YOU, PAGE_LOAD);
  expect(bookings.requests).toHaveLength(1);
  await expect.poll(() => bookings.answers.length).toBe(1);
  expect(bookings.answers[0]).toMatchObject({
    success: true,
    data: { holidayPackageId: 3, checkIn: checkIn.iso, guestCount: 2, total: 35000 },
  });
  // The request's thank-you page shows it (rule trips.thank-you), then its trip page.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! We have received your booking' }),
  ).toBeVisible();
  await expect(page.getByText('Request received: an island expert will call you to confirm')).toBeVisible();
  await expectReferenceAndTripPage(page, { title: 'EXPLORE ANDAMAN', amount: '₹35,000' });
  await expectNoSeriousA11yViolations(page);
});

test("the package's form is in the detail page's HTML; what is done before its code arrives is kept", async ({
  page,
}) => {
  test.skip(
    process.env.SITE_SERVER === 'nginx',
    'nginx does not render per request: it serves the bare page',
  );
  // Beside the package at 1280×720, in the first viewport: its code (the only holidays script with the
  // guests label) comes when the visitor reaches for it, not with the page, and is held back here until
  // the form has been filled and sent.
  await page.setViewportSize({ width: 1280, height: 720 });
  const formCode = await holdBackScript(page, REMOTE_ORIGINS.holidays, 'Guests (up to');
  await page.goto('/itinerary/1');
  const form = packageForm(page);
  await expect(form.getByRole('button', { name: 'Checkout' })).toBeVisible(PAGE_LOAD);
  await page.waitForLoadState('networkidle');
  expect(formCode.askedFor()).toBe(false);

  const checkIn = dayAhead(30);
  await form.getByLabel('Guests (up to 2)').fill('2');
  await form.getByLabel('Check-in date').fill(checkIn.shown);
  await expect.poll(formCode.askedFor).toBe(true);
  await form.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/itinerary\/1$/);
  formCode.release();
  await expect(page).toHaveURL(/\/itinerary\/checkout\?/, PAGE_LOAD);
  expect(new URL(page.url()).searchParams.get('checkIn')).toBe(checkIn.iso);
  expect(new URL(page.url()).searchParams.get('guests')).toBe('2');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a package is booked from /itinerary without sideways scrolling', async ({ page }) => {
    const toasts = await recordToasts(page);
    await page.goto('/itinerary');
    const cards = page.getByRole('list', { name: 'Holiday packages' }).getByRole('article');
    await expect(cards).toHaveCount(7, PAGE_LOAD);
    await expectNoHorizontalOverflow(page);
    await cards.first().getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'WEEKEND GATEWAY' })).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalOverflow(page);
    await typeCheckIn(page, dayAhead(30).shown);
    await packageForm(page).getByLabel('Guests (up to 2)').fill('1');
    await packageForm(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Package guest details' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(orderSummary(page).getByTestId('order-total')).toHaveText(rupees(10500));
    await expectNoHorizontalOverflow(page);
    await fillGuest(page, 1, { title: 'Miss', name: 'Meera Nair', age: 29 });
    await fillContact(page, { name: 'Meera Nair', email: 'meera@example.com', phone: '9876501234' });
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => toasts, PAGE_LOAD).toContain(BOOKED);
    await expect(page).toHaveURL(THANK_YOU, PAGE_LOAD);
  });
});

test.describe('by keyboard alone', () => {
  test.use({ hasTouch: false });

  test('a package is booked from /itinerary to /thank-you-holidays/ with Tab, arrows, typing and Enter', async ({
    page,
  }) => {
    const toasts = await recordToasts(page);
    await page.goto('/itinerary');
    const cards = page.getByRole('list', { name: 'Holiday packages' }).getByRole('article');
    await expect(cards).toHaveCount(7, PAGE_LOAD);
    const view = cards.nth(1).getByRole('button', { name: 'View' });
    await tabTo(page, view, { max: 80 });
    await expectVisibleFocus(view);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/itinerary\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AMAZING ANDAMAN' })).toBeVisible(PAGE_LOAD);

    // The tabs follow the arrow keys.
    const itineraryTab = page.getByRole('tab', { name: 'Itinerary' });
    await tabTo(page, itineraryTab, { max: 80 });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Hotels' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');

    // Check-in: ↓ opens the calendar on the first day that can be chosen, → moves a day, Enter picks it.
    const form = packageForm(page);
    const checkIn = form.getByLabel('Check-in date');
    await tabTo(page, checkIn, { max: 80 });
    await page.keyboard.press('ArrowDown');
    const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await expect(calendar).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const tomorrow = dayAhead(1);
    await expect(checkIn).toHaveValue(tomorrow.shown);
    await expect(calendar).toBeHidden();
    const guests = form.getByLabel('Guests (up to 2)');
    await tabTo(page, guests, { max: 3 });
    await page.keyboard.type('2');
    const checkout = form.getByRole('button', { name: 'Checkout' });
    await tabTo(page, checkout, { max: 3 });
    await expectVisibleFocus(checkout);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/itinerary\/checkout\?/, PAGE_LOAD);
    await expect(page.getByRole('heading', { level: 1, name: 'Package guest details' })).toBeVisible(
      PAGE_LOAD,
    );
    expect(new URL(page.url()).searchParams.get('checkIn')).toBe(tomorrow.iso);
    await expect(orderSummary(page).getByTestId('order-total')).toHaveText(rupees(27000));

    // Each guest: the title with the arrow keys, then name and age; the nationality keeps its default.
    const travellers = [
      { title: 'Mrs', name: 'Asha Rao', age: '34' },
      { title: 'Mr', name: 'Vikram Rao', age: '37' },
    ];
    for (const [index, traveller] of travellers.entries()) {
      const card = guestCard(page, index + 1);
      const title = card.getByLabel('Title', { exact: true });
      await tabTo(page, title, { max: 80 });
      await chooseOptionByKeyboard(page, title, traveller.title);
      for (const [label, text] of [
        ['Full name', traveller.name],
        ['Age', traveller.age],
      ] as const) {
        const field = card.getByLabel(label);
        await tabTo(page, field, { max: 2 });
        await page.keyboard.type(text);
        await expect(field).toHaveValue(text);
      }
    }
    for (const [label, text] of [
      ['Contact name', 'Asha Rao'],
      ['Email', 'asha@example.com'],
      ['Phone number', '9876543210'],
    ] as const) {
      const field = contactCard(page).getByLabel(label);
      await tabTo(page, field, { max: 10 });
      await page.keyboard.type(text);
      await expect(field).toHaveValue(text);
    }
    const book = page.getByRole('button', { name: 'Book Now' });
    await tabTo(page, book, { max: 10 });
    await expectVisibleFocus(book);
    await page.keyboard.press('Enter');
    await expect.poll(() => toasts, PAGE_LOAD).toContain(BOOKED);
    await expect(page).toHaveURL(THANK_YOU, PAGE_LOAD);
  });
});
