/** Placeholder thank-you pages. */
export function ThankYouFerryPage() {
  return <h1>Thank you: ferry</h1>;
}
export function ThankYouActivitiesPage() {
  return <h1>Thank you: activities</h1>;
}
export function ThankYouHolidaysPage() {
  return <h1>Thank you: holidays</h1>;
}
