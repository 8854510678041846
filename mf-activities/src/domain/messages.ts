/**
 * The activity area's texts (rule activities.landing.hero, rule activities.error.fetch…), in one place so
 * tests import the same words.
 */
export const activityMessages = {
  heroTitle: 'Discover Andaman Activities',
  heroSubtitle: 'Explore the beauty of Andaman with our exciting activities',
  noActivities: 'No activities found',
  exploreMore: 'Explore More Activities',
  fetchFailed: 'Failed to fetch activity details',
  notLoaded: 'Activity details not available.',
  bookingFailed: 'Failed to book activity. Please try again.',
  paymentNotInitiated: 'Failed to initiate payment.',
} as const;
