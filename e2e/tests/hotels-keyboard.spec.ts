import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import {
  expect,
  FIRST_LOAD,
  isoDaysAhead,
  openCalendar,
  searchForm,
  shownDaysAhead,
  stayInputs,
  test,
  toast,
} from '../fixtures/hotels';
import { chooseOptionByKeyboard, expectVisibleFocus, tabTo } from '../fixtures/keyboard';

// Keyboard alone, no mouse. Every step is Tab, arrows, typing, Space and Enter. (axe checks the list and
// detail pages in hotels-search.spec.ts, every page at 360 px in hotels-booking.spec.ts; here the
// desktop checkout with a room.)
test.use({ viewport: { width: 1366, height: 900 }, hasTouch: false });

test('a hotel is searched, chosen and booked for two guests from /hotels with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/hotels');
  await expect(page.getByRole('heading', { name: 'Trending Hotels' })).toBeVisible(FIRST_LOAD);

  // Location with the arrow keys and Enter.
  const form = searchForm(page);
  const location = form.getByLabel('Location', { exact: true });
  await tabTo(page, location);
  await chooseOptionByKeyboard(page, location, 'Havelock (Swaraj Dweep)');

  // The stay field shows its format; Enter in the empty field opens the two-month calendar, no search.
  const { checkIn, checkOut } = stayInputs(form);
  await tabTo(page, checkIn, { max: 2 });
  await expect(
    form.getByText(/^Type dates like \d{2} \w{3} \d{4}, or press ↓ for the calendar$/),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  const calendar = openCalendar(page);
  await expect(calendar.locator('.ant-picker-date-panel')).toHaveCount(2);
  await expect(calendar.locator(`td[title="${isoDaysAhead(-1)}"]`).first()).toHaveClass(/disabled/);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page.getByText('Check-in is required')).toHaveCount(0);
  await expect(page).toHaveURL(/\/hotels$/);

  // Check-in typed as shown, taken with Enter: the focus moves on to check-out, still no search.
  await page.keyboard.type(shownDaysAhead(14));
  await page.keyboard.press('Enter');
  await expect(checkIn).toHaveValue(shownDaysAhead(14));
  await expect(checkOut).toBeFocused();
  // Check-out from the calendar: it opens on the day after check-in, → moves a day (ringed), Enter
  // picks it and the calendar closes.
  if (!(await calendar.isVisible())) await page.keyboard.press('ArrowDown');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.locator(`td[title="${isoDaysAhead(16)}"] .ant-picker-cell-inner`)).toHaveCSS(
    'outline-style',
    'solid',
  );
  await page.keyboard.press('Enter');
  await expect(checkOut).toHaveValue(shownDaysAhead(16));
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/\/hotels$/);

  const guests = form.getByLabel('Guests', { exact: true });
  await tabTo(page, guests, { max: 4 });
  await page.keyboard.type('2');
  const search = form.getByRole('button', { name: 'Search' });
  await tabTo(page, search, { max: 4 });
  await expectVisibleFocus(search);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/hotels\\?locationId=2&checkIn=${isoDaysAhead(14)}&checkOut=${isoDaysAhead(16)}&guests=2$`),
  );

  // Results: Enter on the first Book Now opens the hotel with the search kept.
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  const bookHotel = page
    .locator('main article')
    .first()
    .getByRole('button', { name: /^Book Now at / });
  await expect(bookHotel).toBeVisible();
  await tabTo(page, bookHotel, { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hotels\/\d+\?locationId=2&.*guests=2/);

  // Detail: the tabs move with the arrow keys and write `tab`; back on Rooms, Book Now with Enter.
  const roomsTab = page.getByRole('tab', { name: 'Rooms' });
  await expect(roomsTab).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  await tabTo(page, roomsTab, { max: 40 });
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=privacy-policy/);
  await expect(page.getByRole('tab', { name: 'Privacy & Policy' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/tab=rooms/);
  await expect(roomsTab).toBeFocused();
  const room = page.getByRole('tabpanel').locator('article').first();
  const bookRoom = room.getByRole('button', { name: /^Book Now: / });
  await tabTo(page, bookRoom, { max: 30 });
  await page.keyboard.press('Enter');

  // Checkout: two guests (title with the arrow keys, name, age; a French guest by typing and Enter).
  await expect(page).toHaveURL(/\/hotels\/checkout\?.*guests=2/, FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking Summary' }).locator('img')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const people = [
    { title: 'Mrs', name: 'Asha Rao', age: '34' },
    { title: 'Mr', name: 'Jean Martin', age: '37', nationality: 'French' },
  ];
  for (const [index, person] of people.entries()) {
    const card = page.getByRole('region', { name: `Guest ${index + 1}`, exact: true });
    const title = card.getByLabel('Title', { exact: true });
    await tabTo(page, title);
    await chooseOptionByKeyboard(page, title, person.title);
    for (const [label, text] of [
      ['Full name', person.name],
      ['Age', person.age],
    ] as const) {
      const field = card.getByLabel(label);
      await tabTo(page, field, { max: 1 });
      await page.keyboard.type(text);
      await expect(field).toHaveValue(text);
    }
    if (person.nationality) {
      const nationality = card.getByLabel('Nationality', { exact: true });
      await tabTo(page, nationality, { max: 1 });
      await page.keyboard.type(person.nationality);
      await chooseOptionByKeyboard(page, nationality, person.nationality);
    }
  }
  const contact = page.getByRole('region', { name: 'Contact Details' });
  for (const [label, text] of [
    ['Contact name', 'Asha Rao'],
    ['Email', 'asha@example.com'],
    ['Phone number', '9876543210'],
  ] as const) {
    const field = contact.getByLabel(label);
    await tabTo(page, field, { max: 15 });
    await page.keyboard.type(text);
    await expect(field).toHaveValue(text);
  }

  const submit = page.getByRole('button', { name: 'Submit Booking Request' });
  await tabTo(page, submit, { max: 5 });
  await expectVisibleFocus(submit);
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/hotel-bookings'),
  );
  await page.keyboard.press('Enter');
  expect(await (await answer).json()).toMatchObject({
    success: true,
    data: { guestCount: 2, checkIn: isoDaysAhead(14), checkOut: isoDaysAhead(16), nights: 2 },
  });
  await expect(toast(page, 'Hotel booking request created successfully.')).toBeVisible();
  // The request ends on its thank-you page with its reference (rule trips.hotel-request.done).
  await expect(page).toHaveURL(/\/thank-you-holidays\/\?reference=AND-/);
});
