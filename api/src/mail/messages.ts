import type { ContactMessage, LowWalletAlert } from '@andaman/shared/contracts/contact';
import type { TransactionType } from '@andaman/shared/contracts/payment';
import { formatRupees } from '@andaman/shared/rules/currency';
import { SHOWN_DAY_FORMAT } from '@andaman/shared/rules/typed-day';
import dayjs from 'dayjs';
import { BUSINESS_NAME, type MailContent, renderMail } from './layout';

/** What an e-mail is about (stored with it in the outbox). */
export type MailKind = 'contact' | 'alert' | 'hotel-request' | 'package-request' | 'payment-confirmation';

/** One e-mail to send: who to, and the words. */
export type MailMessage = {
  kind: MailKind;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

/** Where the site's own mail goes and what the traveller can write back to. */
export type MailAddresses = { businessInbox: string };

/** A day `YYYY-MM-DD` (or a Date) as the site shows it, `05 Dec 2026`. */
export const shownDay = (day: string | Date): string => dayjs(day).format(SHOWN_DAY_FORMAT);

/** `1 guest`, `2 guests`. */
export const countOf = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

const message = (
  kind: MailKind,
  to: string,
  subject: string,
  content: MailContent,
  replyTo?: string,
): MailMessage => ({ kind, to, subject, ...(replyTo ? { replyTo } : {}), ...renderMail(content) });

const questions = (addresses: MailAddresses) =>
  `Questions about your booking? Reply to this e-mail or write to ${addresses.businessInbox}.`;

/** A contact-page message or a contact-us enquiry, to the business inbox; replying answers the traveller. */
export const contactEmail = (body: ContactMessage, addresses: MailAddresses): MailMessage =>
  message(
    'contact',
    addresses.businessInbox,
    `Enquiry from ${body.fullName}`,
    {
      greeting: 'Hello team,',
      intro: ['A traveller sent a message through the website. Reply to this e-mail to answer them.'],
      details: [
        ['Name', body.fullName],
        ['E-mail', body.email],
        ['Phone', body.phone],
        ['Message', body.message?.trim() || '(no message)'],
      ],
      outro: [],
    },
    body.email,
  );

/** The ferry checkout's low-wallet alert, to the business inbox (operator support reads it there). */
export const lowWalletAlertEmail = (body: LowWalletAlert, addresses: MailAddresses): MailMessage =>
  message('alert', addresses.businessInbox, body.title, {
    greeting: 'Hello team,',
    intro: [body.body],
    details: [],
    outro: [],
  });

/** Who sent a booking request, and what it is for: the part every request's e-mail shares. */
type RequestView = {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  checkIn: string;
  guestCount: number;
  total: number;
  /** The booking's reference (rule trips.reference). */
  reference: string;
};

/** A hotel booking request as the traveller sent it. */
export type HotelRequestView = RequestView & {
  hotelName: string;
  roomName: string;
  checkOut: string;
  nights: number;
  roomCount: number;
};

const requestNextSteps = (phone: string) => ({
  heading: 'What happens next',
  items: [
    `An island expert will call you on ${phone} to confirm availability and go through your stay, transfers and any special requests.`,
    'Your vouchers and final itinerary follow by e-mail before you travel.',
  ],
});

/** To the traveller when a hotel booking request reaches the team (rule hotels.request-email). */
export const hotelRequestEmail = (view: HotelRequestView, addresses: MailAddresses): MailMessage =>
  message('hotel-request', view.contactEmail, `We have received your request for ${view.hotelName}`, {
    greeting: `Dear ${view.contactName},`,
    intro: ['Thank you! We have received your hotel booking request and it has reached our team.'],
    details: [
      ['Booking reference', view.reference],
      ['Hotel', view.hotelName],
      ['Room', view.roomName],
      ['Check-in', shownDay(view.checkIn)],
      ['Check-out', shownDay(view.checkOut)],
      ['Nights', String(view.nights)],
      ['Guests', countOf(view.guestCount, 'guest')],
      ['Rooms', countOf(view.roomCount, 'room')],
      ['Total', formatRupees(view.total)],
    ],
    list: requestNextSteps(view.contactPhone),
    outro: [questions(addresses)],
  });

/** A holiday package booking request as the traveller sent it. */
export type PackageRequestView = RequestView & { packageName: string; nights: number };

/** To the traveller when a holiday package request reaches the team (rule holidays.request-email). */
export const packageRequestEmail = (view: PackageRequestView, addresses: MailAddresses): MailMessage =>
  message('package-request', view.contactEmail, `We have received your request for ${view.packageName}`, {
    greeting: `Dear ${view.contactName},`,
    intro: ['Thank you! We have received your holiday package booking request and it has reached our team.'],
    details: [
      ['Booking reference', view.reference],
      ['Package', view.packageName],
      ['Duration', `${countOf(view.nights, 'night')}, ${countOf(view.nights + 1, 'day')}`],
      ['Start date', shownDay(view.checkIn)],
      ['Guests', countOf(view.guestCount, 'guest')],
      ['Total', formatRupees(view.total)],
    ],
    list: requestNextSteps(view.contactPhone),
    outro: [questions(addresses)],
  });

/** One thing a completed payment paid for: a title row and its details. */
export type PaidItemView = {
  title: string;
  details: readonly (readonly [string, string])[];
  /** When the traveller gets their tickets or confirmation for this item. */
  note?: string;
};

/** A completed payment and what it paid for. */
export type PaymentView = {
  /** The reference of the booking paid for (rule trips.reference). */
  reference: string;
  transactionId: string;
  type: TransactionType;
  amount: number;
  paidAt: Date;
  items: readonly PaidItemView[];
};

const PAYMENT_WORDING: Record<TransactionType, { subject: string; intro: string }> = {
  ferry: {
    subject: 'Your ferry booking is confirmed',
    intro: 'Thank you! Your payment was received and your ferry tickets are being issued.',
  },
  activity: {
    subject: 'Your activity is booked',
    intro: 'Thank you! Your payment was received and your activity booking is confirmed.',
  },
  hotel: {
    subject: 'Payment received for your hotel booking',
    intro: 'Thank you! Your payment was received for your hotel booking.',
  },
  holiday: {
    subject: 'Payment received for your holiday package',
    intro: 'Thank you! Your payment was received for your holiday package.',
  },
};

const PAYMENT_NEXT_STEPS: Record<TransactionType, readonly string[]> = {
  ferry: [
    'Your e-tickets are sent to this e-mail address. Most arrive within minutes; tickets from some operators can take 3-4 business hours.',
    'Carry your tickets (printed or on your phone) and a valid photo ID for every traveller to the jetty.',
  ],
  activity: [
    'Our team will contact you on the phone number you gave to confirm the timing and meeting point.',
    'Keep this confirmation handy on the day of the activity.',
  ],
  hotel: [
    'An island expert will call you to confirm your stay; your vouchers follow by e-mail before you travel.',
  ],
  holiday: [
    'An island expert will call you to go through your itinerary; your vouchers follow by e-mail before you travel.',
  ],
};

/** To the traveller when a payment completes: what was paid for, item by item (rule payment.confirmation-email). */
export const paymentConfirmationEmail = (
  to: string,
  view: PaymentView,
  addresses: MailAddresses,
): MailMessage => {
  const wording = PAYMENT_WORDING[view.type];
  const notes = view.items.flatMap((item) => (item.note ? [`${item.title}: ${item.note}`] : []));
  return message('payment-confirmation', to, wording.subject, {
    greeting: 'Dear traveller,',
    intro: [wording.intro],
    details: [
      ['Booking reference', view.reference],
      ['Payment ID', view.transactionId],
      ['Amount paid', formatRupees(view.amount)],
      ['Paid on', shownDay(view.paidAt)],
      ...view.items.flatMap((item, index): (readonly [string, string])[] => [
        [
          `${view.type === 'ferry' ? 'Trip' : 'Booking'}${view.items.length > 1 ? ` ${index + 1}` : ''}`,
          item.title,
        ],
        ...item.details,
      ]),
    ],
    list: { heading: 'What happens next', items: [...notes, ...PAYMENT_NEXT_STEPS[view.type]] },
    outro: [questions(addresses)],
  });
};

/** The `From` of every message unless configured: the business's name and inbox. */
export const defaultSender = (inbox: string): string => `${BUSINESS_NAME} <${inbox}>`;
