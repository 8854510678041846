import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { ferryOperatorLogos } from '@andaman/shared/sections/partner-logos';
import { AutoCarousel } from '@andaman/shared/ui/auto-carousel';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { SectionHeading } from '@andaman/shared/ui/section-heading';
import { useId } from 'react';
import { setFirstFlag } from '../features/landing/first-flag';
import styles from './ferry-partners.module.css';

/** A partner card goes to /ferry after 2 seconds behind the overlay (rule home.ferry-partners). */
export const PARTNER_NAVIGATION_MS = NAVIGATION_DELAY_MS.partnerCard;

/**
 * "Our Trusted Ferry Partners" on Home: the three operators in a carousel. A click marks the visit as a
 * first one (the ferry landing variant) and opens the ferry search after 2 s.
 */
export default function FerryPartners() {
  const headingId = useId();
  const { navigateAfter, overlay } = useDelayedNavigate({ overlayLabel: 'Opening ferry booking' });
  return (
    <section className={styles.section} aria-labelledby={headingId} data-remote-widget="ferry/ferry-partners">
      <SectionHeading
        id={headingId}
        title="Our Trusted Ferry Partners"
        subtitle="Makruzz, Nautika and Green Ocean: compare them all and book in one place."
      />
      <AutoCarousel label="Ferry partners" slidesPerView={{ xs: 1, sm: 2, md: 3 }} dots={false}>
        {ferryOperatorLogos.map((logo) => (
          <button
            key={logo.id}
            type="button"
            className={styles.partner}
            onClick={() => {
              setFirstFlag();
              navigateAfter('/ferry', PARTNER_NAVIGATION_MS);
            }}
          >
            <img className={styles.logo} src={logo.src} alt="" width={logo.width} height={logo.height} />
            <span className={styles.name}>{logo.alt}</span>
            <span className={styles.cta}>Book {logo.alt} ferry tickets</span>
          </button>
        ))}
      </AutoCarousel>
      {overlay}
    </section>
  );
}
