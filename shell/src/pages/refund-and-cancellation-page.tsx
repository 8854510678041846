import { Link } from '@andaman/shared/router';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { VisuallyHidden } from '@andaman/shared/ui/visually-hidden';
import { PolicyPage } from '../features/policies/policy-page';
import { NO_REFUND_PERIOD, REFUND_PROCESSING_TIME, REFUND_TIERS } from '../features/policies/refund-policy';
import page from '../styles/content-page.module.css';

export const REFUND_TITLE = 'Refund and Cancellation Policy | Andaman Island Experts';

/**
 * `/refund-and-cancellation` (rule policies.route.refund): the cancellation schedule, the no-refund period
 * and refund timing.
 */
export function RefundAndCancellationPage() {
  const { contact } = getRuntimeConfig();
  return (
    <PolicyPage
      heading="Refund and Cancellation Policy"
      title={REFUND_TITLE}
      description="Cancellation charges and refunds for Andaman bookings: how much is retained depending on how early you cancel, the no-refund period and when refunds arrive."
      canonicalPath="/refund-and-cancellation"
      summary="What happens if your plans change."
    >
      <h2 id="cancellation-charges">Cancellation charges</h2>
      <p>The amount we retain depends on how many days before your arrival date you cancel:</p>
      <table className={page.table}>
        <caption>
          <VisuallyHidden>Share of the booking amount retained on cancellation</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">When you cancel</th>
            <th scope="col">Amount retained</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {REFUND_TIERS.map((tier) => (
            <tr key={tier.label}>
              <th scope="row">{tier.label}</th>
              <td>{tier.retainedPercent === 0 ? 'No retention' : `${tier.retainedPercent}%`}</td>
              <td>{tier.retainedPercent === 100 ? 'No refund' : `${100 - tier.retainedPercent}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 id="no-refund-period">Peak season</h2>
      <p className={page.notice}>No refunds are given for bookings from {NO_REFUND_PERIOD.label}.</p>

      <h2 id="refund-timing">When you receive your refund</h2>
      <p>
        Refunds are processed within {REFUND_PROCESSING_TIME} of the cancellation being confirmed, to the
        account or card used for payment.
      </p>

      <h2 id="how-to-cancel">How to cancel</h2>
      <p>
        Write to <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a> or use our{' '}
        <Link to="/contact">contact form</Link> with your booking details. The date we receive your request is
        the date used to work out the charges above.
      </p>
    </PolicyPage>
  );
}
