import greenOceanUrl from '../assets/green-ocean.svg';
import makruzzUrl from '../assets/makruzz.svg';
import nautikaUrl from '../assets/nautika.svg';
import blueLagoonUrl from '../assets/partner-blue-lagoon-resorts.svg';
import coralReefUrl from '../assets/partner-coral-reef-divers.svg';
import islandCabsUrl from '../assets/partner-island-cabs.svg';
import seaWalkUrl from '../assets/partner-sea-walk.svg';
import tropicTrailsUrl from '../assets/partner-tropic-trails.svg';

/** A logo image with its accessible name. */
export interface PartnerLogo {
  id: string;
  src: string;
  /** The company's name, read out by screen readers. */
  alt: string;
  /** Intrinsic size of the artwork, to reserve space before it loads. */
  width: number;
  height: number;
}

export type FerryOperatorId = 'makruzz' | 'nautika' | 'green-ocean';

/** Logo URL per ferry operator (rule ferry.operators), e.g. for ticket cards. */
export const ferryOperatorLogoUrl: Record<FerryOperatorId, string> = {
  makruzz: makruzzUrl,
  nautika: nautikaUrl,
  'green-ocean': greenOceanUrl,
};

/** The three ferry operators, for the ferry landing marquee and "Our Trusted Ferry Partners". */
export const ferryOperatorLogos: readonly PartnerLogo[] = [
  { id: 'makruzz', src: makruzzUrl, alt: 'Makruzz', width: 200, height: 64 },
  { id: 'nautika', src: nautikaUrl, alt: 'Nautika', width: 200, height: 64 },
  { id: 'green-ocean', src: greenOceanUrl, alt: 'Green Ocean', width: 200, height: 64 },
];

/** Partner logos for Home: the ferry operators and local activity, stay and transfer partners. */
export const partnerLogos: readonly PartnerLogo[] = [
  ...ferryOperatorLogos,
  { id: 'coral-reef-divers', src: coralReefUrl, alt: 'Coral Reef Divers', width: 200, height: 64 },
  { id: 'blue-lagoon-resorts', src: blueLagoonUrl, alt: 'Blue Lagoon Resorts', width: 200, height: 64 },
  { id: 'island-cabs', src: islandCabsUrl, alt: 'Island Cabs', width: 200, height: 64 },
  { id: 'sea-walk-andaman', src: seaWalkUrl, alt: 'Sea Walk Andaman', width: 200, height: 64 },
  { id: 'tropic-trails', src: tropicTrailsUrl, alt: 'Tropic Trails', width: 200, height: 64 },
];
