/** Skeleton widget for Home: names its remote until the feature is built. */
export default function FerryPartners() {
  return (
    <section data-remote-widget="ferry/ferry-partners" style={{ padding: 24 }}>
      <h2>Our Trusted Ferry Partners</h2>
      <p>Widget from the ferry remote.</p>
    </section>
  );
}
