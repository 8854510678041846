/**
 * The heading of each thank-you page (ours: rule payment.thank-you.content); what happens next comes from
 * the booking itself (`nextSteps` of trip-content).
 */
export interface ThankYouContent {
  /** Document title. */
  title: string;
  heading: string;
  summary: string;
}

export const THANK_YOU_CONTENT = {
  ferry: {
    title: 'Ferry booking confirmed | Andaman Island Experts',
    heading: 'Thank you! Your ferry booking is confirmed',
    summary: 'Your payment was received and your ferry tickets are being issued.',
  },
  activities: {
    title: 'Activity booking confirmed | Andaman Island Experts',
    heading: 'Thank you! Your activity is booked',
    summary: 'Your payment was received and your activity booking is confirmed.',
  },
  holidays: {
    title: 'Booking received | Andaman Island Experts',
    heading: 'Thank you! We have received your booking',
    summary: 'Your hotel or holiday package booking has reached our team.',
  },
} as const satisfies Record<string, ThankYouContent>;

/** Which thank-you page. */
export type ThankYouKind = keyof typeof THANK_YOU_CONTENT;
