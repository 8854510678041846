import type { ReceivedMail } from '@andaman/shared/contracts/mail-sink';
import { paymentResponseSchema } from '@andaman/shared/contracts/payment';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarDate } from '../src/features/ferry-operators/timetable';
import { type MailSink, startMailSink } from '../src/mail-sink/sink';
import { greenOceanSeats, makruzzRoyal, nautikaSeats } from './ferry-orders';
import { json, startTestApp, type TestApp } from './helpers';
import { recordCounts, validBodies } from './payloads';

// The API in-process with its outbox worker sending through SMTP (nodemailer) to the local mail sink.

let sink: MailSink;
let api: TestApp;
beforeAll(async () => {
  sink = await startMailSink({});
  api = await startTestApp({
    mail: {
      smtpUrl: `smtp://127.0.0.1:${sink.smtpPort}`,
      from: 'Andaman Island Experts <support@andamanislands.example>',
      businessInbox: 'support@andamanislands.example',
    },
  });
});
afterAll(async () => {
  await api.dispose();
  await sink.close();
});
beforeEach(() => {
  (sink.messages() as ReceivedMail[]).length = 0;
});

/** Waits until the sink holds a message `matching`, and returns it. */
const arrival = async (matching: (m: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sink.messages().find(matching);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no such e-mail; the sink has ${JSON.stringify(sink.messages())}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const pay = async (body: unknown) => {
  const created = paymentResponseSchema.parse(await json(await api.post('/api/payment', body))).data;
  await api.app.request(`/pay/${created.transactionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  return created.transactionId;
};

describe('e-mail through SMTP', () => {
  it('a contact message reaches the business inbox; a reply goes to the traveller', async () => {
    const response = await api.post('/api/common/email', {
      fullName: 'Meera <b>Nair</b>',
      phone: '9876543210',
      email: 'meera@example.com',
      message: 'Is the ferry running on Sunday?',
    });
    expect(response.status).toBe(201);
    const mail = await arrival((m) => m.subject === 'Enquiry from Meera <b>Nair</b>');
    expect(mail.to).toEqual(['support@andamanislands.example']);
    expect(mail.replyTo).toBe('meera@example.com');
    expect(mail.from).toBe('support@andamanislands.example');
    expect(mail.text).toContain('Is the ferry running on Sunday?');
    // What a traveller typed is text in the HTML, never markup.
    expect(mail.html).toContain('Meera &lt;b&gt;Nair&lt;/b&gt;');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@andamanislands\.example>$/);
  });

  it('a hotel request and a package request each send the traveller what they asked for', async () => {
    expect((await api.post('/api/hotel-bookings', validBodies['/api/hotel-bookings'])).status).toBe(201);
    const hotel = await arrival((m) => m.subject.startsWith('We have received your request for'));
    expect(hotel.to).toEqual(['ravi@example.com']);
    expect(hotel.text).toContain('Dear Ravi Kumar,');
    expect(hotel.text).toMatch(/Booking reference: +AND-[0-9A-Z]{6}\n/);
    expect(hotel.text).toMatch(/Check-in: +01 Feb 2030/);
    expect(hotel.text).toMatch(/Nights: +3/);
    expect(hotel.text).toMatch(/Guests: +1 guest\n/);
    expect(hotel.text).toContain('An island expert will call you on 9876543210');

    (sink.messages() as ReceivedMail[]).length = 0;
    expect(
      (await api.post('/api/holiday-package-bookings', validBodies['/api/holiday-package-bookings'])).status,
    ).toBe(201);
    const pkg = await arrival((m) => m.subject.startsWith('We have received your request for'));
    expect(pkg.to).toEqual(['ravi@example.com']);
    expect(pkg.text).toMatch(/Start date: +01 Feb 2030/);
    expect(pkg.text).toMatch(/Booking reference: +AND-[0-9A-Z]{6}\n/);
  });

  it('an activity is confirmed when it is paid, not when it is booked, and a declined payment sends nothing', async () => {
    const booked = (await json(
      await api.post('/api/activity-bookings', validBodies['/api/activity-bookings']),
    )) as {
      data: { id: string; ownerToken: string; reference: string };
    };
    const body = {
      ...validBodies['/api/payment'],
      data: [
        {
          service: 'activity',
          activity_data: {
            ...validBodies['/api/payment'].data[0].activity_data,
            bookingId: booked.data.id,
            bookingToken: booked.data.ownerToken,
          },
        },
      ],
    };
    const declined = paymentResponseSchema.parse(await json(await api.post('/api/payment', body))).data;
    await api.app.request(`/pay/${declined.transactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=decline',
    });
    const transactionId = await pay(body);
    const mail = await arrival((m) => m.subject === 'Your activity is booked');
    expect(mail.to).toEqual(['kiran@example.com']);
    expect(mail.text).toMatch(new RegExp(`Payment ID: +${transactionId}\n`));
    expect(mail.text).toMatch(new RegExp(`Booking reference: +${booked.data.reference}\n`));
    expect(mail.text).toContain('Scuba Diving');
    expect(mail.text).toMatch(/Participants: +2 people/);
    expect(mail.text).toMatch(/Amount paid: +₹7,800/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.messages()).toHaveLength(1);
  });

  it('a ferry payment confirms every leg in travel order, with the operators’ ticket notices', async () => {
    const day = (d: number): CalendarDate => ({ year: 2030, month: 3, day: d });
    const legs = [
      greenOceanSeats(day(20), 1).payment(),
      nautikaSeats(day(18), 2).payment,
      makruzzRoyal(day(19)).payment(1),
    ];
    const transactionId = await pay({
      payment_gateway_data: {
        ...legs[0]?.payment_gateway_data,
        amount: legs.reduce((sum, leg) => sum + leg.payment_gateway_data.amount, 0),
      },
      data: legs.flatMap((leg) => leg.data),
    });
    const mail = await arrival((m) => m.subject === 'Your ferry booking is confirmed');
    expect(mail.text).toMatch(new RegExp(`Payment ID: +${transactionId}\n`));
    expect(mail.text).toMatch(/Booking reference: +AND-[0-9A-Z]{6}\n/);
    const order = ['Nautika: Port Blair', 'Makruzz: Port Blair', 'Green Ocean: Port Blair'].map((t) =>
      mail.text.indexOf(t),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(mail.text).toMatch(/Trip 1: +Nautika: Port Blair to Havelock/);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(mail.text).toMatch(/Date: +18 Mar 2030/);
    expect(mail.text).toContain('(seat ');
    expect(mail.text).toContain('Get tickets in 3-4 business hours.');
  });

  it('a refused request puts nothing in the outbox; /ready tells the outbox depth', async () => {
    const before = await recordCounts(api);
    const refused = await api.post('/api/hotel-bookings', {
      ...validBodies['/api/hotel-bookings'],
      guestCount: 0,
    });
    expect(refused.status).toBe(400);
    expect((await recordCounts(api)).emailOutbox).toBe(before.emailOutbox);
    const ready = (await json(await api.get('/ready'))) as { data: { mail: unknown } };
    expect(ready.data.mail).toMatchObject({ transport: 'smtp', failed: 0 });
  });
});
