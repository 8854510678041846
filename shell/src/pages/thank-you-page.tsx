import { ThankYouView } from '../features/trips/thank-you-view';

/** `/thank-you-ferry/`: after a successful ferry payment (and the default). */
export function ThankYouFerryPage() {
  return <ThankYouView kind="ferry" />;
}

/** `/thank-you-activities/`: after a successful activity payment. */
export function ThankYouActivitiesPage() {
  return <ThankYouView kind="activities" />;
}

/** `/thank-you-holidays/`: after a successful hotel or holiday payment or a holiday booking. */
export function ThankYouHolidaysPage() {
  return <ThankYouView kind="holidays" />;
}
