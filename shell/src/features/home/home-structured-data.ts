import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { BRAND_NAME } from '@andaman/shared/ui/brand-logo';
import type { StructuredData } from '@andaman/shared/ui/document-metadata';
import { travelAgencyStructuredData } from '../../domain/business-structured-data';

/** Home's structured data: the business and the website. */
export function homeStructuredData(contact: RuntimeConfig['contact'], origin: string): StructuredData[] {
  return [
    travelAgencyStructuredData(contact, origin),
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND_NAME,
      url: `${origin}/`,
      inLanguage: 'en-IN',
    },
  ];
}
