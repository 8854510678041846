import {
  bookLeg,
  chooseClass,
  expect,
  fillSearch,
  fillTraveller,
  PORTS,
  pickSeats,
  searchFerry,
  sitePath,
  ferryTest as test,
  tripGroup,
} from '../fixtures/ferry';

test('without a saved search /tickets goes to /ferry, and an empty cart sends /passenger-info home', async ({
  page,
}) => {
  await page.goto('/tickets?trip_no=1');
  await expect(page).toHaveURL(/\/ferry$/);
  await page.goto('/passenger-info');
  await expect(page).toHaveURL(sitePath('/'));
});

test('a reload in the middle of each step loses nothing', async ({ page, dayOffset }) => {
  // Search form half-filled.
  await page.goto('/ferry');
  await fillSearch(
    page,
    [
      { from: PORTS.portBlair, to: PORTS.havelock, daysAhead: dayOffset },
      { from: PORTS.havelock, to: PORTS.portBlair, daysAhead: dayOffset + 1 },
    ],
    2,
  );
  await page.reload();
  await expect(tripGroup(page, 2)).toContainText('Havelock (Swaraj Dweep)');
  await expect(tripGroup(page, 1).getByLabel('Adults (2+ years)')).toHaveValue('2');
  await page.getByRole('button', { name: 'Search Ferry' }).click();
  await expect(page).toHaveURL(/trip_no=1/);

  // Results: class and seats chosen, dialog open.
  const card = await chooseClass(page, 'Nautika');
  await card.getByRole('button', { name: 'Select Seats' }).click();
  await pickSeats(page, 2);
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('dialog').getByText('2 of 2 seats selected')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/trip_no=2/);

  // Back to leg 1: the choice is still there; forward again.
  await page.goBack();
  await expect(page).toHaveURL(/trip_no=1/);
  await expect(page.getByRole('article').locator('input[type="radio"]:checked')).toHaveCount(1, {
    timeout: 20_000,
  });
  await page.goForward();
  await bookLeg(page, 'Makruzz', 2);
  await expect(page).toHaveURL(/\/passenger-info$/);

  // Checkout forms.
  await fillTraveller(page, 'Adult 1', { title: 'Mrs', name: 'Meera Nair', age: 29 });
  await page.getByRole('region', { name: 'Contact details' }).getByLabel('Email').fill('meera@example.com');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Adult 1' }).getByLabel('Full name')).toHaveValue(
    'Meera Nair',
  );
  await expect(page.getByRole('region', { name: 'Adult 1' }).getByLabel('Age')).toHaveValue('29');
  await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('Email')).toHaveValue(
    'meera@example.com',
  );
  await expect(page.getByRole('list', { name: 'Trips' }).getByRole('heading')).toHaveCount(2);

  // A fresh search from here starts over.
  await searchFerry(page, [{ from: PORTS.neil, to: PORTS.havelock, daysAhead: dayOffset }], 1);
  await page.goto('/passenger-info');
  await expect(page).toHaveURL(sitePath('/'));
});
