/** Skeleton widget for Home: names its remote until the feature is built. */
export default function ActivitiesSection() {
  return (
    <section data-remote-widget="activities/activities-section" style={{ padding: 24 }}>
      <h2>Explore Activities</h2>
      <p>Widget from the activities remote.</p>
    </section>
  );
}
