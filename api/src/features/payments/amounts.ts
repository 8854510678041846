/**
 * What a payment must charge, computed from the server's own data with the product's formulas
 * (rule activities.total, rule hotels.book-now-total, rule holidays.total; for ferries
 * rule ferry.price.total). Pure, so tested on their own.
 */

/**
 * The flat amount added to each ferry fare shown: adult, class and infant price (rule ferry.price.flat-50).
 */
export const FLAT_FARE_ADDITION = 50;
/** Port fee per person (adults and infants) of Nautika and Green Ocean (rule ferry.price.port-fee). */
export const FIXED_PORT_FEE = 50;

/** Makruzz trip: (class price + 50 + port fee) × adults; infants travel free. */
export const makruzzTripAmount = (classPrice: number, portFee: number, adults: number): number =>
  (classPrice + FLAT_FARE_ADDITION + portFee) * adults;

/** Nautika trip: price × adults + infant price × infants + 50 × (adults + infants), prices with the flat 50. */
export const nautikaTripAmount = (
  fare: number,
  infantFare: number,
  adults: number,
  infants: number,
): number =>
  (fare + FLAT_FARE_ADDITION) * adults +
  (infantFare + FLAT_FARE_ADDITION) * infants +
  FIXED_PORT_FEE * (adults + infants);

/**
 * Green Ocean trip: price × adults + infant price × infants, the adult price with the flat 50 and the infant
 * price being the infant rate plus the infant port fee plus the flat 50.
 */
export const greenOceanTripAmount = (
  fare: number,
  infantRate: number,
  infantPortFee: number,
  adults: number,
  infants: number,
): number =>
  (fare + FLAT_FARE_ADDITION) * adults + (infantRate + infantPortFee + FLAT_FARE_ADDITION) * infants;

/** Amounts are compared to the paisa. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Whether the amount a client sent is exactly the amount the server computed. */
export const sameAmount = (sent: number, computed: number): boolean => toPaise(sent) === toPaise(computed);

/** Ferry passengers under 2 are infants (rule ferry.ages). */
export const isInfantAge = (age: number): boolean => age < 2;
