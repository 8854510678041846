import { ferrySearchFormSchema } from '@andaman/shared/contracts/ferry-search';
import { isPastDate } from './search-rules';

/** Message for a date that has become past since it was picked (the picker itself disables past days). */
export const PAST_DATE_MESSAGE = 'Travel date cannot be in the past';

/**
 * The search form's schema: the shared contract (rule ferry.search.adults-min,
 * rule ferry.search.fields-required) plus "no past date", which only a stored or long-open form can reach
 * because the date picker disables past days.
 */
export const searchFormSchema = ferrySearchFormSchema.superRefine((form, ctx) => {
  form.trips.forEach((trip, index) => {
    if (trip.travel_date !== '' && isPastDate(trip.travel_date)) {
      ctx.addIssue({ code: 'custom', path: ['trips', index, 'travel_date'], message: PAST_DATE_MESSAGE });
    }
  });
});
