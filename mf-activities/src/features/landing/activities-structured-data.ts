import type { Activity } from '@andaman/shared/contracts/activities';
import type { StructuredData } from '@andaman/shared/ui/document-metadata';
import { CHECKOUT_PATH } from '../../domain/booking-link';
import { activityUnitPrice } from '../../domain/pricing';

/** How many activities the landing page describes to search engines. */
export const STRUCTURED_SAMPLE_SIZE = 6;

/**
 * The landing page's JSON-LD, structured data of sample activities (rule activities.landing.seo): an ItemList
 * of the first activities, each a TouristTrip with its location and the price a participant pays, in rupees.
 */
export function activitiesStructuredData(activities: readonly Activity[], origin: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Andaman activities',
    url: `${origin}/activities`,
    itemListElement: activities.slice(0, STRUCTURED_SAMPLE_SIZE).map((activity, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'TouristTrip',
        name: activity.name,
        ...(activity.images[0] ? { image: activity.images[0] } : {}),
        touristType: 'Adventure',
        itinerary: { '@type': 'Place', name: activity.location.name },
        offers: {
          '@type': 'Offer',
          price: activityUnitPrice(activity),
          priceCurrency: 'INR',
          url: `${origin}${CHECKOUT_PATH}?activityId=${activity.id}`,
        },
      },
    })),
  };
}
