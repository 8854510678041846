import { fillActivityForm, holdBackContactDialog } from '../fixtures/activities';
import { PAYMENT_PAGE_URL } from '../fixtures/ferry';
import { expect, test } from '../fixtures/mail';
import { thankYouUrl } from '../fixtures/trips';

// E-mail through a real mail transport: the API's outbox sends over SMTP to the local mail sink that
// `npm start` runs; the sink's SMTP side can be taken down like a mail server that is away.

const PAGE_LOAD = { timeout: 75_000 };
const BUSINESS_INBOX = 'support@andamanislands.example';

// One mail server for the file: the outage of the last test must not delay the others' messages.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await holdBackContactDialog(page);
});

/** Sends the contact page's form as `email`, and waits for the site to say it was sent. */
async function sendContactMessage(page: import('@playwright/test').Page, email: string, message: string) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Full name').fill('Asha Menon');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('9876543210');
  await form.getByLabel(/message/i).fill(message);
  await form.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Email sent successfully.')).toBeVisible();
}

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

test('a message sent while the mail server is down for a minute arrives once it is back, once', async ({
  page,
  mailSink,
}) => {
  const email = `outage.${Date.now()}@example.com`;
  await mailSink.stopSmtp();
  await sendContactMessage(page, email, 'Sent while the mail server was down');
  await page.waitForTimeout(60_000);
  expect((await mailSink.messages()).filter((m) => m.replyTo === email)).toEqual([]);
  await mailSink.startSmtp();
  // The outbox retries with back-off (2 s doubling, at most 5 minutes): the attempt after a one-minute outage
  // comes about 62 s or 126 s after the first.
  const mail = await mailSink.arrival(BUSINESS_INBOX, (m) => m.replyTo === email, 120_000);
  expect(mail.text).toContain('Sent while the mail server was down');
  await page.waitForTimeout(3_000);
  expect((await mailSink.messages()).filter((m) => m.replyTo === email)).toHaveLength(1);
});
