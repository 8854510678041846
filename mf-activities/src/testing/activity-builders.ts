import type { Activity } from '@andaman/shared/contracts/activities';

/** An activity for tests, like the seeded Port Blair scuba dive unless told otherwise. */
export const activityBuilder = (overrides: Partial<Activity> = {}): Activity => ({
  id: 2,
  name: 'Scuba Diving',
  images: ['/api/images/activities/scuba-diving-port-blair-1.svg'],
  location: { id: 1, name: 'Port Blair' },
  description: '<p>A guided shore dive off North Bay.</p>',
  starterPrice: 4500,
  offerPrice: 3900,
  ...overrides,
});
