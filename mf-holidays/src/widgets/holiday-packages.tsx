/** Skeleton widget for Home: names its remote until the feature is built. */
export default function HolidayPackages() {
  return (
    <section data-remote-widget="holidays/holiday-packages" style={{ padding: 24 }}>
      <h2>Holiday Packages</h2>
      <p>Widget from the holidays remote.</p>
    </section>
  );
}
