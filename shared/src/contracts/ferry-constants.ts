/**
 * The ferry's fixed values: ports, trip limit, operators and their class names, passenger titles. Apart from
 * the schemas of `ferry`, `ferry-search` and `ferry-passengers` (which re-export them), so a page that only
 * shows ferries (`/tickets`) or renders the checkout's fields does not build a schema to read them.
 */

/**
 * The three ferry ports. `value` is the `id-name-code` form the search uses in its `from`/`to`
 * parameters; `code` (the third part) is what Nautika calls the port.
 */
export const FERRY_PORTS = [
  { id: 1, name: 'Port Blair', code: 'Port Blair', value: '1-Port Blair-Port Blair' },
  { id: 2, name: 'Havelock', code: 'Swaraj Dweep', value: '2-Havelock-Swaraj Dweep' },
  { id: 3, name: 'Neil Island', code: 'Shaheed Dweep', value: '3-Neil Island-Shaheed Dweep' },
] as const;
/** A ferry port. */
export type FerryPort = (typeof FERRY_PORTS)[number];

/** Maximum trips (legs) in one search. */
export const MAX_FERRY_TRIPS = 3;

/** Nautika class keys: `pClass` is Premium, `bClass` Royal. */
export const NAUTIKA_CLASSES = { pClass: 'Premium', bClass: 'Royal' } as const;

/** Green Ocean ferries. */
export const GREEN_OCEAN_FERRY_IDS = [1, 2] as const;
/** Green Ocean classes: 1 economy, 2 premium, 4 royal. */
export const GREEN_OCEAN_CLASSES = { 1: 'Economy', 2: 'Premium', 4: 'Royal' } as const;

/** Ferry operators as the payment request names them in `service`. */
export const FERRY_SERVICES = ['makruzz', 'nautika', 'green ocean'] as const;
/** A ferry operator's service name. */
export type FerryService = (typeof FERRY_SERVICES)[number];

/** Ferry passenger titles offered in the forms. */
export const FERRY_TITLES = ['Mr', 'Mrs', 'Miss'] as const;
/** Title sent for a passenger under 2 years. */
export const INFANT_TITLE = 'INFANT';

/** True for the Indian nationality (`India-Indian`, or the bare `Indian`); passports are needed otherwise. */
export const isIndianNationality = (nationality: string): boolean =>
  nationality === 'India-Indian' || nationality === 'Indian';
