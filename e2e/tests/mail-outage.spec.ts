import { holdBackContactDialog } from '../fixtures/activities';
import { expect, sendContactMessage, test } from '../fixtures/mail';

// The mail server away for a minute: the API's outbox keeps the message and sends it once the server is
// back. It runs after the tests that send e-mail (the `mail-outage` project in playwright.config.ts):
// while the server is away, any other test's message would wait in the outbox's back-off too.

const BUSINESS_INBOX = 'support@andamanislands.example';

test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await holdBackContactDialog(page);
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
