import { FourStepExplainer } from '@andaman/shared/sections/four-step-explainer';
import { LogoMarquee } from '@andaman/shared/sections/logo-marquee';
import { ferryOperatorLogos } from '@andaman/shared/sections/partner-logos';
import { ReviewsSection } from '@andaman/shared/sections/reviews-section';
import { TopDestinations } from '@andaman/shared/sections/top-destinations';

/** Ferry carousel speed (rule ferry.landing.carousel-speed), in pixels per second. */
export const FERRY_MARQUEE_SPEED = 70;

/**
 * The sections below the hero of the ferry landing variant (rule ferry.landing.content): operator logos, top
 * destinations, the four booking steps and the reviews.
 */
export function FerryLandingSections() {
  return (
    <>
      <LogoMarquee logos={ferryOperatorLogos} label="Our ferry partners" speed={FERRY_MARQUEE_SPEED} />
      <TopDestinations />
      <FourStepExplainer title="Easy 4 Step Ferry Booking" />
      <ReviewsSection title="Our Reviews" />
    </>
  );
}
