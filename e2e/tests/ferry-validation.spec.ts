import {
  bookLeg,
  chooseOption,
  expect,
  fillTraveller,
  PORTS,
  payButton,
  pickerDate,
  searchFerry,
  ferryTest as test,
  tripGroup,
} from '../fixtures/ferry';

test('the search shows the spec messages and offers destinations other than the origin', async ({ page }) => {
  await page.goto('/ferry');
  await page.getByRole('button', { name: 'Search Ferry' }).click();
  await expect(page.getByText('Please fill all the fields')).toBeVisible();

  await tripGroup(page, 1).getByLabel('Adults (2+ years)').fill('');
  await page.getByRole('button', { name: 'Search Ferry' }).click();
  await expect(page.getByText('Atleast one adult must travel')).toBeVisible();
  await expect(page).toHaveURL(/\/ferry$/);

  await chooseOption(tripGroup(page, 1), 'From', PORTS.havelock);
  const options = tripGroup(page, 1).getByLabel('To', { exact: true }).locator('option:not([disabled])');
  await expect(options).toHaveText(['Port Blair', 'Neil Island (Shaheed Dweep)']);
});

test('a typed past date is explained, and the search does not go on with the day chosen before (rule site.typed-day.refused)', async ({
  page,
}) => {
  await page.goto('/ferry');
  const trip = tripGroup(page, 1);
  await chooseOption(trip, 'From', PORTS.portBlair);
  await chooseOption(trip, 'To', PORTS.havelock);
  const date = trip.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill(pickerDate(3));
  await date.press('Tab');
  await expect(date).toHaveValue(pickerDate(3));

  await date.click();
  await date.fill(pickerDate(-2));
  await page.getByRole('button', { name: 'Search Ferry' }).click();
  await expect(
    trip.getByText(`${pickerDate(-2)} is in the past. Choose today or a later day.`),
  ).toBeVisible();
  await expect(page.getByText('Please fill all the fields')).toBeVisible();
  await expect(page).toHaveURL(/\/ferry$/);
});

test('checkout shows every message at the first press, travellers and contact, with the spec messages', async ({
  page,
  dayOffset,
}) => {
  await searchFerry(page, [{ from: PORTS.portBlair, to: PORTS.neil, daysAhead: dayOffset }], 1, 1);
  await bookLeg(page, 'Makruzz', 1);
  await expect(page).toHaveURL(/\/passenger-info$/);

  // Rule site.validation.first-press: one press shows them all, and Pay is not left on "Processing...".
  await payButton(page).click();
  await expect(page.getByText('Select a title', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Age must be a number')).toHaveCount(2);
  await expect(page.getByText('Enter your email')).toBeVisible();
  await expect(page.getByText('Number must contain 10 digits')).toBeVisible();
  await expect(payButton(page)).toHaveText('Pay & Checkout', { timeout: 1_000 });
  await expect(page.getByRole('region', { name: 'Adult 1' }).getByLabel('Title')).toBeFocused();

  await fillTraveller(page, 'Adult 1', { title: 'Mr', name: 'Ravi Kumar', age: 120 });
  await fillTraveller(page, 'Infant 1 (below 2 years)', { title: 'Miss', name: 'Baby Kumar', age: 1 }, true);
  await payButton(page).click();
  await expect(page.getByText('Adult age must be less than 100')).toBeVisible();

  await page.getByRole('region', { name: 'Adult 1' }).getByLabel('Age').fill('40');
  await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('Contact name')).toHaveValue(
    'Ravi Kumar',
  );
  await expect(payButton(page)).toBeEnabled({ timeout: 5_000 });
  await payButton(page).click();
  await expect(page.getByText('Enter your email')).toBeVisible();
  await expect(page.getByText('Number must contain 10 digits')).toBeVisible();

  await page.getByRole('region', { name: 'Contact details' }).getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('This is not a valid email')).toBeVisible();
});
