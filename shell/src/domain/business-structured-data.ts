import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { BRAND_NAME } from '@andaman/shared/ui/brand-logo';
import type { StructuredData } from '@andaman/shared/ui/document-metadata';
import { BUSINESS_OPENING_HOURS, telephoneFromCallLink } from './site-info';

/** The islands the business serves, named in structured data. */
export const AREA_SERVED = ['Port Blair', 'Havelock (Swaraj Dweep)', 'Neil Island (Shaheed Dweep)'];

/**
 * schema.org `TravelAgency` for the business: name, site, telephone and e-mail from the run-time
 * configuration, opening hours Monday to Saturday 09:00 to 20:00, and the islands it serves.
 */
export function travelAgencyStructuredData(
  contact: RuntimeConfig['contact'],
  origin: string,
): StructuredData {
  const telephone = telephoneFromCallLink(contact.callLink);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: BRAND_NAME,
    url: `${origin}/`,
    email: contact.supportEmail,
    ...(telephone ? { telephone } : {}),
    openingHours: BUSINESS_OPENING_HOURS,
    currenciesAccepted: 'INR',
    areaServed: [
      ...AREA_SERVED.map((name) => ({ '@type': 'Place', name })),
      { '@type': 'State', name: 'Andaman and Nicobar Islands' },
    ],
  };
}
