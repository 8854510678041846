import { activityBuilder } from '../../testing/activity-builders';
import { activitiesStructuredData, STRUCTURED_SAMPLE_SIZE } from './activities-structured-data';

describe('activitiesStructuredData', () => {
  it('lists sample activities with their place and the price a participant pays', () => {
    const data = activitiesStructuredData(
      [
        activityBuilder({ id: 2, name: 'Scuba Diving', offerPrice: 3900, starterPrice: 4500 }),
        activityBuilder({ id: 3, name: 'Glass Bottom Boat Ride', offerPrice: null, starterPrice: 1200 }),
      ],
      'https://andaman.example',
    );
    expect(data).toMatchObject({ '@type': 'ItemList', url: 'https://andaman.example/activities' });
    const items = data.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items.map((i) => i.position)).toEqual([1, 2]);
    expect(items[0]?.item).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Scuba Diving',
      itinerary: { name: 'Port Blair' },
      offers: {
        price: 3900,
        priceCurrency: 'INR',
        url: 'https://andaman.example/activity-checkout?activityId=2',
      },
    });
    expect(items[1]?.item).toMatchObject({ offers: { price: 1200 } });
  });
  it('describes a sample, not the whole catalogue', () => {
    const many = Array.from({ length: 10 }, (_, i) => activityBuilder({ id: i + 1 }));
    const items = activitiesStructuredData(many, 'https://a.example').itemListElement as unknown[];
    expect(items).toHaveLength(STRUCTURED_SAMPLE_SIZE);
  });
});
