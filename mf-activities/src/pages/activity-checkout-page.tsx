import { onUseModule } from '@andaman/shared/on-use-module';
import { Navigate, useSearchParams } from '@andaman/shared/router';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { Suspense, useEffect } from 'react';
import { useActivity } from '../api/activity';
import { defaultStartDate, readCheckoutParams } from '../domain/checkout-params';

// The checkout's code (react-hook-form, its schema, the date field, the payment client) is a chunk of its
// own: it downloads beside the activity's request, and not at all for an address without an activity.
const checkoutForm = onUseModule(() => import('../features/checkout/activity-checkout'));
const ActivityCheckout = checkoutForm.lazyComponent((module) => module.ActivityCheckout);

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
  useEffect(() => {
    if (activityId !== undefined) checkoutForm.preload();
  }, [activityId]);
  if (activityId === undefined || activity.isError) return <Navigate to="/activities" replace />;
  const loading = <LoadingOverlay label="Loading activity" tip="Loading activity…" />;
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
        <Suspense fallback={loading}>
          <ActivityCheckout activity={activity.data} defaultDate={defaultStartDate(date)} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
