import { describe, expect, it } from 'vitest';
import { renderMail } from './layout';
import { contactEmail, countOf, hotelRequestEmail, paymentConfirmationEmail, shownDay } from './messages';

const addresses = { businessInbox: 'support@andamanislands.example' };

describe('e-mail messages', () => {
  it('says counts and days as the site does', () => {
    expect([countOf(1, 'guest'), countOf(2, 'guest'), countOf(2, 'person', 'people')]).toEqual([
      '1 guest',
      '2 guests',
      '2 people',
    ]);
    expect(shownDay('2030-02-01')).toBe('01 Feb 2030');
  });

  it('a contact message goes to the business inbox and answers the traveller (rule contact.inbox)', () => {
    const mail = contactEmail(
      { fullName: 'Meera', email: 'meera@example.com', phone: '9876543210', message: '' },
      addresses,
    );
    expect(mail).toMatchObject({ to: addresses.businessInbox, replyTo: 'meera@example.com' });
    expect(mail.text).toMatch(/Message: +\(no message\)/);
  });

  it('shows what a traveller typed as text in the HTML, and the same words in both parts', () => {
    const { text, html } = renderMail({
      greeting: 'Dear <script>alert(1)</script>,',
      intro: ['Line one\nline two'],
      details: [
        ['Name', 'Ravi & "Sons"'],
        ['Empty', '  '],
      ],
      outro: [],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('Ravi &amp; &quot;Sons&quot;');
    expect(html).toContain('Line one<br>line two');
    expect(text).toContain('Name: Ravi & "Sons"');
    // A row without a value is left out of both.
    expect(text).not.toContain('Empty');
    expect(html).not.toContain('Empty');
  });

  it('a hotel request lists the stay and its booking reference (rule hotels.request-email, rule trips.reference)', () => {
    const view = {
      reference: 'AND-7K3P9Q',
      contactName: 'Ravi',
      contactEmail: 'ravi@example.com',
      contactPhone: '9876543210',
      hotelName: 'Coral Cove Residency',
      roomName: 'Sea View Room',
      checkIn: '2030-02-01',
      checkOut: '2030-02-04',
      nights: 3,
      guestCount: 3,
      roomCount: 1,
      total: 27000,
    };
    const mail = hotelRequestEmail(view, addresses);
    expect(mail.subject).toBe('We have received your request for Coral Cove Residency');
    expect(mail.text).toMatch(/Total: +₹27,000/);
    expect(mail.text).toMatch(/Booking reference: +AND-7K3P9Q\n/);
  });

  it('a payment confirmation numbers several trips and adds each one’s ticket notice (rule payment.confirmation-email)', () => {
    const mail = paymentConfirmationEmail(
      'kiran@example.com',
      {
        reference: 'AND-7K3P9Q',
        transactionId: 'TXN1',
        type: 'ferry',
        amount: 4100,
        paidAt: new Date('2030-01-10T06:00:00Z'),
        items: [
          { title: 'Nautika: Port Blair to Havelock', details: [['Date', '18 Mar 2030']], note: 'Instant' },
          { title: 'Green Ocean: Havelock to Port Blair', details: [['Date', '20 Mar 2030']], note: 'Later' },
        ],
      },
      addresses,
    );
    expect(mail.text).toMatch(/Booking reference: +AND-7K3P9Q\n/);
    expect(mail.text).toMatch(/Trip 1: +Nautika/);
    expect(mail.text).toMatch(/Trip 2: +Green Ocean/);
    expect(mail.text).toContain('1. Nautika: Port Blair to Havelock: Instant');
  });
});
