import {
  expect,
  operatorCards,
  PAYMENT_PAGE_URL,
  PORTS,
  payButton,
  pickerDate,
  ferryTest as test,
  tripGroup,
} from '../fixtures/ferry';
import { chooseOptionByKeyboard, expectVisibleFocus, tabTo } from '../fixtures/keyboard';

// Keyboard alone, in a phone-sized window and with no mouse: every step is Tab, arrows, typing, Space and
// Enter.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: false });

/** /ferry, with the skip link's `#main-content` once it was used. */
const SEARCH_PAGE = /\/ferry(#main-content)?$/;
/** A day `daysAhead` from today as the calendar's cells name it (`YYYY-MM-DD`, local time). */
function isoDay(daysAhead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysAhead);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test('a one-way Makruzz trip is booked from /ferry to the payment page with the keyboard alone', async ({
  page,
  dayOffset,
}) => {
  await page.goto('/ferry');
  await expect(page.getByRole('heading', { name: 'Book Ferry Tickets' })).toBeVisible({ timeout: 60_000 });

  // The first Tab reaches the skip link, with a visible focus ring; Enter moves on to the page itself.
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await tabTo(page, skipLink, { max: 3 });
  await expectVisibleFocus(skipLink);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Search: From and To with the arrow keys and Enter.
  const trip = tripGroup(page, 1);
  const from = trip.getByLabel('From', { exact: true });
  await tabTo(page, from);
  await chooseOptionByKeyboard(page, from, PORTS.portBlair);
  const to = trip.getByLabel('To', { exact: true });
  await tabTo(page, to, { max: 1 });
  await chooseOptionByKeyboard(page, to, PORTS.havelock);

  // The date field shows its format; Enter in the empty field opens the calendar and does not search.
  const date = trip.getByLabel('Date', { exact: true });
  await tabTo(page, date, { max: 1 });
  await expect(date).toHaveAttribute('placeholder', 'DD MMM YYYY');
  await expect(
    trip.getByText(/^Type a date like \d{2} \w{3} \d{4}, or press ↓ for the calendar$/),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(calendar).toBeVisible();
  await expect(page).toHaveURL(SEARCH_PAGE);
  await expect(page.getByText('Please fill all the fields')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // A day typed as the field shows it, taken with Enter: still no search.
  await page.keyboard.type(pickerDate(dayOffset - 1));
  await page.keyboard.press('Enter');
  await expect(date).toHaveValue(pickerDate(dayOffset - 1));
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(SEARCH_PAGE);

  // ↓ opens the calendar on that day, → moves to the next one (ringed), Enter picks it.
  await page.keyboard.press('ArrowDown');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const nextDay = calendar.locator(`td[title="${isoDay(dayOffset)}"] .ant-picker-cell-inner`);
  await expect(nextDay).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  const travelDate = pickerDate(dayOffset);
  await expect(date).toHaveValue(travelDate);
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(SEARCH_PAGE);

  // Two adults with the arrow keys, then Enter on Search Ferry.
  const adults = trip.getByLabel('Adults (2+ years)');
  await tabTo(page, adults, { max: 4 });
  await page.keyboard.press('ArrowUp');
  await expect(adults).toHaveValue('2');
  const search = page.getByRole('button', { name: 'Search Ferry' });
  await tabTo(page, search, { max: 8 });
  await expectVisibleFocus(search);
  await page.keyboard.press('Enter');

  // Results: a class on the first Makruzz card (Space), then Proceed (Enter).
  await expect(page).toHaveURL(/\/tickets\?.*trip_no=1/);
  await expect(page.getByRole('heading', { name: `Results for 2 adults on ${travelDate}` })).toBeVisible();
  const makruzz = operatorCards(page, 'Makruzz').first();
  await expect(makruzz).toBeVisible({ timeout: 20_000 });
  const firstClass = makruzz.locator('input[type="radio"]:not([disabled])').first();
  await tabTo(page, firstClass, { max: 80 });
  await page.keyboard.press('Space');
  await expect(firstClass).toBeChecked();
  const proceed = makruzz.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeEnabled();
  await tabTo(page, proceed, { max: 10 });
  await page.keyboard.press('Enter');

  // Checkout: each traveller (title with the arrow keys, name, age), then the contact form.
  await expect(page).toHaveURL(/\/passenger-info$/);
  await expect(page.getByRole('heading', { name: 'Add traveler details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText('Trip 1: Port Blair → Havelock')).toBeVisible();
  const travellers = [
    { region: 'Adult 1', title: 'Mrs', name: 'Asha Rao', age: '34' },
    { region: 'Adult 2', title: 'Mr', name: 'Vikram Rao', age: '37' },
  ];
  for (const traveller of travellers) {
    const form = page.getByRole('region', { name: traveller.region });
    const title = form.getByLabel('Title', { exact: true });
    await tabTo(page, title);
    await chooseOptionByKeyboard(page, title, traveller.title);
    const name = form.getByLabel('Full name');
    await tabTo(page, name, { max: 1 });
    await page.keyboard.type(traveller.name);
    const age = form.getByLabel('Age');
    await tabTo(page, age, { max: 1 });
    await page.keyboard.type(traveller.age);
    await expect(name).toHaveValue(traveller.name);
    await expect(age).toHaveValue(traveller.age);
  }
  const contact = page.getByRole('region', { name: 'Contact details' });
  for (const [label, text] of [
    ['Contact name', 'Asha Rao'],
    ['Email', 'asha@example.com'],
    ['Mobile number', '9876543210'],
  ] as const) {
    const field = contact.getByLabel(label);
    await tabTo(page, field, { max: 15 });
    await page.keyboard.type(text);
    await expect(field).toHaveValue(text);
  }

  // Pay & Checkout (Enter) leads to the hosted payment page for the order's total.
  const total = digits(await page.getByTestId('order-total').textContent());
  await tabTo(page, payButton(page), { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 30_000 });
  expect(digits(await page.getByTestId('amount').textContent())).toContain(total);
});
