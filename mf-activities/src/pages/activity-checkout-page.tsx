import { Navigate, useSearchParams } from '@andaman/shared/router';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { useActivity } from '../api/activity';
import { defaultStartDate, readCheckoutParams } from '../domain/checkout-params';
import { ActivityCheckout } from '../features/checkout/activity-checkout';

/**
 * `/activity-checkout?activityId=&date=&price=` (rule activities.checkout.query): without an activity,
 * back to /activities (rule activities.checkout.no-activity);
 * a failed fetch toasts its message (the query's meta) and goes back to /activities too. The price of the
 * address is not trusted: the page and the server price the booking from the activity itself.
 */
export function ActivityCheckoutPage() {
  const [search] = useSearchParams();
  const { activityId, date } = readCheckoutParams(search);
  const activity = useActivity(activityId);
  if (activityId === undefined || activity.isError) return <Navigate to="/activities" replace />;
  return (
    <div data-remote="activities">
      <title>
        {activity.data
          ? `Book ${activity.data.name} | Andaman Island Experts`
          : 'Book an activity | Andaman Island Experts'}
      </title>
      <meta
        name="description"
        content="Choose a date and the number of participants, then pay securely online."
      />
      {activity.data ? (
        <ActivityCheckout activity={activity.data} defaultDate={defaultStartDate(date)} />
      ) : (
        <LoadingOverlay label="Loading activity" tip="Loading activity…" />
      )}
    </div>
  );
}
