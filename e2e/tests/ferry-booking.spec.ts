import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import {
  bookLeg,
  chooseClass,
  expect,
  fillCheckout,
  operatorCards,
  PAYMENT_PAGE_URL,
  PORTS,
  payButton,
  searchFerry,
  ferryTest as test,
} from '../fixtures/ferry';
import { expectReferenceAndTripPage, thankYouUrl } from '../fixtures/trips';

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test('a one-way Makruzz trip goes through traveller details and the payment page to /thank-you-ferry/', async ({
  page,
  dayOffset,
}) => {
  await searchFerry(page, [{ from: PORTS.portBlair, to: PORTS.havelock, daysAhead: dayOffset }], 2, 1);
  await expect(page.getByRole('heading', { name: /^Results for 2 adults and 1 child on / })).toBeVisible();
  const makruzz = operatorCards(page, 'Makruzz').first();
  await expect(makruzz).toContainText('Instant Booking - Get tickets now!');
  await expect(makruzz.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  // Every step of the booking flow passes axe: the gate sees only each route's first view.
  await expectNoSeriousA11yViolations(page);
  await bookLeg(page, 'Makruzz', 2);

  await expect(page).toHaveURL(/\/passenger-info$/);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText('Trip 1: Port Blair → Havelock')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillCheckout(page, 2, 1);
  const total = digits(await page.getByTestId('order-total').textContent());

  await payButton(page).click();
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 30_000 });
  expect(digits(await page.getByTestId('amount').textContent())).toContain(total);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(thankYouUrl('ferry'), { timeout: 30_000 });
  await expectReferenceAndTripPage(page, {
    title: /^Makruzz: Port Blair to /,
    amount: `₹${Number(total).toLocaleString('en-IN')}`,
  });
  await expect(page.getByTestId('trip-status')).toHaveText('Paid');
  await expectNoSeriousA11yViolations(page);
});

test('a three-leg trip mixing Makruzz, Nautika and Green Ocean with seats is paid in one purchase', async ({
  page,
  dayOffset,
}) => {
  await searchFerry(
    page,
    [
      { from: PORTS.portBlair, to: PORTS.havelock, daysAhead: dayOffset },
      { from: PORTS.havelock, to: PORTS.neil, daysAhead: dayOffset + 1 },
      { from: PORTS.neil, to: PORTS.portBlair, daysAhead: dayOffset + 2 },
    ],
    2,
  );
  await expect(page).toHaveURL(/trip_count=3/);
  await expect(page.getByRole('navigation', { name: 'Trips' })).toContainText('Port Blair → Havelock');

  // The seat map, open, passes axe like every other step.
  const greenOcean = await chooseClass(page, 'Green Ocean');
  await greenOcean.getByRole('button', { name: 'Select Seats' }).click();
  await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Legs in the order Green Ocean, Nautika, Makruzz: the summary lists them as they sail, naming each operator.
  await bookLeg(page, 'Green Ocean', 2);
  await expect(page).toHaveURL(/trip_no=2/);
  await bookLeg(page, 'Nautika', 2);
  await expect(page).toHaveURL(/trip_no=3/);
  await bookLeg(page, 'Makruzz', 2);
  await expect(page).toHaveURL(/\/passenger-info$/, { timeout: 20_000 });

  const trips = page.getByRole('list', { name: 'Trips' }).getByRole('heading');
  await expect(trips).toHaveText([
    'Trip 1: Port Blair → Havelock (Green Ocean)',
    'Trip 2: Havelock → Neil Island (Nautika)',
    'Trip 3: Neil Island → Port Blair (Makruzz)',
  ]);
  await expect(page.getByText(/^Seats: /)).toHaveCount(2);

  await fillCheckout(page, 2);
  await payButton(page).click();
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(thankYouUrl('ferry'), { timeout: 30_000 });
  // Green Ocean's tickets come later (rule trips.page).
  await expect(page.getByText('Green Ocean: Tickets within 3–4 business hours.')).toBeVisible();
  await expectReferenceAndTripPage(page, { title: 'Ferry: 3 trips' });
});
