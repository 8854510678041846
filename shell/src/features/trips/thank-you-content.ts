/** What each thank-you page tells the traveller (ours: rule payment.thank-you.content). */
export interface ThankYouContent {
  /** Document title. */
  title: string;
  heading: string;
  summary: string;
  /** What happens next, in order. */
  nextSteps: readonly string[];
}

export const THANK_YOU_CONTENT = {
  ferry: {
    title: 'Ferry booking confirmed | Andaman Island Experts',
    heading: 'Thank you! Your ferry booking is confirmed',
    summary: 'Your payment was received and your ferry tickets are being issued.',
    nextSteps: [
      'Your e-tickets are sent to the e-mail address you gave at checkout. Most arrive within minutes; tickets from some operators can take 3-4 business hours.',
      'If you cannot find them, check your spam or promotions folder before contacting us.',
      'Carry your tickets (printed or on your phone) and a valid photo ID for every traveller to the jetty.',
    ],
  },
  activities: {
    title: 'Activity booking confirmed | Andaman Island Experts',
    heading: 'Thank you! Your activity is booked',
    summary: 'Your payment was received and your activity booking is confirmed.',
    nextSteps: [
      'A confirmation with your booking details is sent to your e-mail address.',
      'Our team will contact you on the phone number you gave to confirm the timing and meeting point.',
      'Keep your confirmation handy on the day of the activity.',
    ],
  },
  holidays: {
    title: 'Booking received | Andaman Island Experts',
    heading: 'Thank you! We have received your booking',
    summary: 'Your hotel or holiday package booking has reached our team.',
    nextSteps: [
      'A confirmation is sent to your e-mail address.',
      'An island expert will call you to confirm availability and go through your stay, transfers and any special requests.',
      'Your vouchers and final itinerary follow by e-mail before you travel.',
    ],
  },
} as const satisfies Record<string, ThankYouContent>;

/** Which thank-you page. */
export type ThankYouKind = keyof typeof THANK_YOU_CONTENT;
