import type { Activity } from '@andaman/shared/contracts/activities';
import { nationalityOptions } from '@andaman/shared/data/nationalities';
import { Link } from '@andaman/shared/router';
import { formatRupees } from '@andaman/shared/rules/currency';
import { formatDay } from '@andaman/shared/rules/display-format';
import { useDraftForm } from '@andaman/shared/state/use-draft-form';
import { useResolverWarmUp } from '@andaman/shared/state/use-resolver-warm-up';
import { BookingBar } from '@andaman/shared/ui/booking-bar';
import { DateFormField } from '@andaman/shared/ui/date-form-field';
import { FormField } from '@andaman/shared/ui/form-field';
import { SelectField, TextAreaField, TextField } from '@andaman/shared/ui/form-inputs';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { PageHero } from '@andaman/shared/ui/page-hero';
import { RupeePrice } from '@andaman/shared/ui/price';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { isPastDay } from '../../domain/checkout-params';
import { activityTotal, activityUnitPrice, clampParticipants } from '../../domain/pricing';
import styles from './activity-checkout.module.css';
import { ActivityDescription } from './activity-description';
import {
  type CheckoutDraft,
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutDefaults,
  checkoutResolver,
  toCheckoutDraft,
} from './checkout-form';
import { checkoutDraftAtom } from './checkout-state';
import { ParticipantCounter } from './participant-counter';
import { useBookActivity } from './use-book-activity';

export interface ActivityCheckoutProps {
  activity: Activity;
  /** The form's date when there is no draft: the address's date or tomorrow (`YYYY-MM-DD`). */
  defaultDate: string;
  /** Sends the browser to the provider (tests replace it). */
  redirect?: (url: string) => void;
}

/**
 * The booking page of one activity (rule activities.checkout.layout): hero, breadcrumb, the description, the
 * form (kept as typed for the tab's session), the participant counter, the details panel and the summary with
 * the total and Proceed to Payment.
 */
export function ActivityCheckout({ activity, defaultDate, redirect }: ActivityCheckoutProps) {
  const formId = useId();
  const form = useDraftForm<CheckoutFormInput, CheckoutFormValues, CheckoutDraft | null>({
    draftAtom: checkoutDraftAtom,
    defaultValues: (draft) =>
      checkoutDefaults(draft, activity.id, defaultDate, (day) => isPastDay(dayjs(day))),
    toDraft: (values) => toCheckoutDraft(activity.id, values),
    resolver: checkoutResolver,
    mode: 'onTouched',
  });
  useResolverWarmUp(form.getValues, checkoutResolver);
  const { control } = form;
  const participants = clampParticipants(Number(useWatch({ control, name: 'participants' })));
  const startDate = useWatch({ control, name: 'startDate' });
  const unitPrice = activityUnitPrice(activity);
  const total = activityTotal(unitPrice, participants);
  const { book, busy } = useBookActivity({ activity, redirect });
  const image = activity.images[0];

  return (
    <>
      <PageHero
        title={activity.name}
        subtitle={activity.location.name}
        size="compact"
        {...(image ? { backgroundImage: image } : {})}
      />
      <div className={styles.page}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/activities">Activities</Link>
            </li>
            <li aria-current="page">{activity.name}</li>
          </ol>
        </nav>
        <form id={formId} noValidate onSubmit={form.handleSubmit(book)} className={styles.layout}>
          <div style={{ display: 'grid', gap: 24 }}>
            <section className={styles.panel} aria-labelledby={`${formId}-about`}>
              <h2 id={`${formId}-about`}>About this activity</h2>
              <ActivityDescription html={activity.description} />
            </section>
            <section className={styles.panel} aria-labelledby={`${formId}-contact`}>
              <h2 id={`${formId}-contact`}>Your details</h2>
              <div className={styles.fields}>
                <TextField control={control} name="fullName" label="Full name" autoComplete="name" required />
                <TextField
                  control={control}
                  name="email"
                  label="Email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                />
                <TextField
                  control={control}
                  name="phone"
                  label="Phone number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                />
                <SelectField
                  control={control}
                  name="nationality"
                  label="Nationality"
                  placeholder="Select nationality"
                  options={nationalityOptions}
                  required
                />
                <DateFormField
                  control={control}
                  name="startDate"
                  label="Date"
                  required
                  disabledDate={(day) => isPastDay(day)}
                />
                <div style={{ alignSelf: 'center' }}>
                  <FormField
                    control={control}
                    name="participants"
                    render={({ field }) => (
                      <ParticipantCounter
                        value={clampParticipants(Number(field.value))}
                        onChange={(next) => field.onChange(clampParticipants(next))}
                      />
                    )}
                  />
                </div>
                <div className={styles.wide}>
                  <TextAreaField
                    control={control}
                    name="specialRequests"
                    label="Special requests (optional)"
                    rows={3}
                  />
                </div>
              </div>
            </section>
          </div>
          <aside className={styles.aside} aria-label="Booking">
            <section className={styles.panel} aria-labelledby={`${formId}-details`}>
              <h2 id={`${formId}-details`}>Activity details</h2>
              <dl className={styles.facts}>
                <dt>Activity</dt>
                <dd>{activity.name}</dd>
                <dt>Location</dt>
                <dd>{activity.location.name}</dd>
                <dt>Price</dt>
                <dd>
                  <RupeePrice
                    amount={activity.starterPrice}
                    discountPrice={activity.offerPrice}
                    size="small"
                  />
                </dd>
              </dl>
            </section>
            <section className={styles.panel} aria-labelledby={`${formId}-summary`}>
              <h2 id={`${formId}-summary`}>Booking Summary</h2>
              <dl className={styles.facts}>
                <dt>Date</dt>
                <dd>{formatDay(startDate)}</dd>
                <dt>Price per person</dt>
                <dd>{formatRupees(unitPrice)}</dd>
                <dt>Participants</dt>
                <dd>{participants}</dd>
              </dl>
              <p className={styles.total} aria-live="polite">
                <span>Total</span>
                <span data-testid="activity-total">{formatRupees(total)}</span>
              </p>
              <BookingBar total={formatRupees(total)}>
                <button
                  type="submit"
                  className={styles.proceed}
                  disabled={busy}
                  aria-busy={busy || undefined}
                >
                  Proceed to Payment
                </button>
              </BookingBar>
            </section>
          </aside>
        </form>
      </div>
      <LoadingOverlay open={busy} label="Processing your booking" tip="Processing your booking…" />
    </>
  );
}
