import { fillActivityForm, holdBackContactDialog } from '../fixtures/activities';
import { PAYMENT_PAGE_URL } from '../fixtures/ferry';
import { expect, sendContactMessage, test } from '../fixtures/mail';
import { thankYouUrl } from '../fixtures/trips';

// E-mail through a real mail transport: the API's outbox sends over SMTP to the local mail sink that
// `npm start` runs; the sink's SMTP side can be taken down like a mail server that is away.

const PAGE_LOAD = { timeout: 75_000 };
const BUSINESS_INBOX = 'support@andamanislands.example';

// The mail server's outage is tested in mail-outage.spec.ts, after every other test (playwright.config.ts):
// the outbox's back-off would delay any other test's messages sent meanwhile.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await holdBackContactDialog(page);
});

test('a contact message reaches the business inbox, answerable to the traveller', async ({
  page,
  mailSink,
}) => {
  const email = `asha.${Date.now()}@example.com`;
  await sendContactMessage(page, email, 'Two nights in Havelock in March');
  const mail = await mailSink.arrival(BUSINESS_INBOX, (m) => m.replyTo === email);
  expect(mail.subject).toBe('Enquiry from Asha Menon');
  expect(mail.text).toContain('Two nights in Havelock in March');
});

test('a paid activity sends the traveller its confirmation', async ({ page, mailSink }) => {
  const traveller = { name: 'Kiran Rao', email: `kiran.${Date.now()}@example.com`, phone: '9876543210' };
  await page.goto('/activities');
  await page
    .getByRole('article', { name: 'Scuba Diving at Port Blair' })
    .getByRole('link', { name: /Book Now/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scuba Diving' })).toBeVisible(PAGE_LOAD);
  await fillActivityForm(page, traveller);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE_URL, { timeout: 60_000 });
  // Booked but not paid: no confirmation yet.
  expect(await mailSink.messages(traveller.email)).toEqual([]);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(thankYouUrl('activities'), { timeout: 60_000 });

  const mail = await mailSink.arrival(traveller.email, (m) => m.subject === 'Your activity is booked');
  expect(mail.text).toContain('Scuba Diving');
  expect(mail.text).toMatch(/Booked for: +Kiran Rao/);
  expect(mail.text).toMatch(/Payment ID: +TXN/);
  expect(mail.text).toMatch(/Booking reference: +AND-[0-9A-Z]{6}/);
});
