import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { API_ORIGIN, expect, test } from '../fixtures/site';
import { keepOnDevice } from '../fixtures/trips';

type Booked = { id: string; reference: string; ownerToken: string; total: number };

const TRAVELLER = { name: 'Meera Nair', email: 'meera.trips@example.com', phone: '9876543210' };

/** A package request made through the API (as another browser would): its reference, token and total. */
const bookPackage = async (request: import('@playwright/test').APIRequestContext): Promise<Booked> => {
  const checkIn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post(`${API_ORIGIN}/api/holiday-package-bookings`, {
    data: {
      contactName: TRAVELLER.name,
      contactEmail: TRAVELLER.email,
      contactPhone: TRAVELLER.phone,
      contactPhoneAlt: '',
      guestCount: 1,
      guests: [{ title: 'Ms', name: TRAVELLER.name, age: 31, nationality: 'India-Indian' }],
      checkIn,
      holidayPackageId: 2,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Booked }).data;
};

test('/trips finds a booking by reference and e-mail; a wrong e-mail finds nothing (rule trips.lookup.form)', async ({
  page,
  request,
}) => {
  const booked = await bookPackage(request);
  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Your trips' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByText('Enter the booking reference, e.g. AND-7K3P9Q')).toBeVisible();
  await expect(page.getByText('Enter the e-mail address you booked with')).toBeVisible();

  // Typed as a traveller might: lower case, a space for the dash.
  await page.getByLabel('Booking reference').fill(booked.reference.toLowerCase().replace('-', ' '));
  await page.getByLabel('E-mail').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByText('We could not find a booking with that reference and e-mail.')).toBeVisible();

  await page.getByLabel('E-mail').fill(TRAVELLER.email.toUpperCase());
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${booked.reference}$`));
  await expect(page.getByTestId('booking-reference')).toHaveText(booked.reference);
  await expect(page.getByTestId('trip-status')).toHaveText(
    'Request received: an island expert will call you to confirm',
  );
  await expectNoSeriousA11yViolations(page);
  // This device now holds it: the list and a reload open it directly.
  await page.reload();
  await expect(page.getByTestId('trip-ticket')).toContainText(booked.reference);
  await page.goto('/trips');
  await expect(page.getByRole('link', { name: booked.reference })).toBeVisible();
});

test('a stranger’s browser sees nothing of another traveller’s booking (rule trips.not-found)', async ({
  page,
  request,
}) => {
  const booked = await bookPackage(request);
  const stranger = await bookPackage(request);
  await keepOnDevice(page, { reference: booked.reference, ownerToken: stranger.ownerToken });
  await page.goto(`/trips/${booked.reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${booked.reference}` })).toBeVisible();
  await expect(page.getByText('This device does not hold this booking yet.')).toBeVisible();
  await expect(page.getByText(TRAVELLER.name)).toHaveCount(0);
  await page.goto(`/thank-you-holidays/?reference=${booked.reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No booking to show' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Through the site's API as well: the same answer as a booking that does not exist.
  for (const [reference, token] of [
    [booked.reference, stranger.ownerToken],
    ['AND-000000', booked.ownerToken],
  ]) {
    const answer = await request.get(`/api/trips/${reference}`, {
      headers: { 'X-Booking-Token': token ?? '' },
    });
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toMatchObject({ message: 'Booking not found' });
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the trip page and its ticket fit, with the QR code of the reference (rule trips.ticket)', async ({
    page,
    request,
  }) => {
    const booked = await bookPackage(request);
    await keepOnDevice(page, booked);
    await page.goto(`/trips/${booked.reference}`);
    const ticket = page.getByTestId('trip-ticket');
    await expect(ticket).toContainText(booked.reference);
    await expect(
      ticket.getByRole('img', { name: `QR code of booking reference ${booked.reference}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print ticket' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
