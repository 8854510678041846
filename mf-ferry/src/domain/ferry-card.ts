/**
 * The one card model every operator's answer is mapped into (results), from which a ticket is made
 * (selection) and seats are picked (seats): so none of them reads a raw operator shape.
 */
import type { FerryService, NAUTIKA_CLASSES, NautikaSeatMap } from '@andaman/shared/contracts/ferry';
import { formatRupees } from '@andaman/shared/rules/currency';
import { FIXED_PORT_FEE } from './pricing';

/** The operator names shown on cards. */
export const OPERATOR_NAME: Record<FerryService, string> = {
  makruzz: 'Makruzz',
  nautika: 'Nautika',
  'green ocean': 'Green Ocean',
};

/** Nautika class keys. */
export type NautikaClassKey = keyof typeof NAUTIKA_CLASSES;

/**
 * Whether a class can be chosen, and if not, why: "Not available" or "Sold out"
 * (rule ferry.class.makruzz-availability).
 */
export type ClassAvailability = 'available' | 'not-available' | 'sold-out';

/** What identifies a class to its operator. */
export type ClassRef =
  | { service: 'makruzz'; classId: number }
  | { service: 'nautika'; classKey: NautikaClassKey }
  | { service: 'green ocean'; classId: number };

/** One class of a sailing as a card lists it. */
export type FerryClassOption = {
  /** Unique within its card. */
  key: string;
  title: string;
  /** Adult fare as shown (flat 50 included). */
  price: number;
  /** Infant fare as shown (flat 50 included); 0 where infants travel free. */
  infantPrice: number;
  availability: ClassAvailability;
  ref: ClassRef;
};

/** What identifies a sailing to its operator (what a ticket and a seat map need). */
export type SailingRef =
  | { service: 'makruzz'; scheduleId: number; shipId: number }
  | {
      service: 'nautika';
      nautikaId: number;
      tripId: number;
      vesselID: number;
      fromCode: string;
      toCode: string;
      seatMaps: Record<NautikaClassKey, NautikaSeatMap>;
    }
  | { service: 'green ocean'; routeId: number; ferryId: number; fromId: number; destTo: number };

/** One sailing as the results list shows it. */
export type FerryCard = {
  /** Unique across all operators' cards. */
  key: string;
  service: FerryService;
  operator: string;
  shipName: string;
  /** `YYYY-MM-DD`. */
  travelDate: string;
  departure: string;
  arrival: string;
  fromName: string;
  toName: string;
  /** "Instant Booking - Get tickets now!" or "Get tickets in 3-4 business hours." */
  notice: string;
  /** The operator's port fee per adult (Makruzz `psf`, Green Ocean `port_fee`); Nautika gives none. */
  portFee: number | undefined;
  /** Whether the card shows an infant fare. */
  showsInfantPrice: boolean;
  /** Whether seats are picked after the class (Nautika and Green Ocean). */
  needsSeats: boolean;
  classes: FerryClassOption[];
  sailing: SailingRef;
};

/** Port fee per adult of a card's operator for the ticket: Makruzz its `psf`, the others the fixed 50. */
export const cardPortFee = (card: FerryCard): number =>
  card.service === 'makruzz' ? (card.portFee ?? 0) : FIXED_PORT_FEE;

/**
 * What a card says about the port fee: exactly what the trip's price will charge for it
 * (rule ferry.price.port-fee, `tripPrice`), so the card and the order summary agree. Makruzz charges its own
 * fee per adult, Nautika the fixed 50 per person (infants too), and Green Ocean's fares already hold it (its
 * trip price adds no port fee).
 */
export function cardPortFeeNote(card: Pick<FerryCard, 'service' | 'portFee'>): string {
  switch (card.service) {
    case 'makruzz':
      return `Port fee ${formatRupees(card.portFee ?? 0)} per adult`;
    case 'nautika':
      return `Port fee ${formatRupees(FIXED_PORT_FEE)} per person, infants too`;
    case 'green ocean':
      return card.portFee === undefined
        ? 'Port fee included in the fares'
        : `Port fee ${formatRupees(card.portFee)} included in the fares`;
  }
}
