import { formatRupees } from '@andaman/shared/rules/currency';
import { formatDay } from '@andaman/shared/rules/display-format';
import { packageTotal } from '@andaman/shared/rules/package-total';
import { Card } from '@andaman/shared/ui/card';
import { type ReactNode, useId } from 'react';
import type { CheckoutParams } from '../../domain/checkout-params';
import styles from './holiday-checkout.module.css';

/**
 * "Order Summary": package, check-in, guests, price per person (rule holidays.checkout.summary) and total =
 * price × guests (rule holidays.total).
 */
export function OrderSummary({ params, children }: { params: CheckoutParams; children?: ReactNode }) {
  const titleId = useId();
  return (
    <Card
      className={styles.summary}
      title={
        <h2 id={titleId} className={styles.cardTitle}>
          Order Summary
        </h2>
      }
    >
      <section aria-labelledby={titleId}>
        <dl className={styles.lines}>
          <dt>Package</dt>
          <dd>{params.holidayPackageName}</dd>
          <dt>Check-in</dt>
          <dd>
            <time dateTime={params.checkIn}>{formatDay(params.checkIn)}</time>
          </dd>
          <dt>Guests</dt>
          <dd>{params.guests}</dd>
          <dt>Price per person</dt>
          <dd>{formatRupees(params.perPersonPrice)}</dd>
          <dt className={styles.total}>Total</dt>
          <dd className={styles.total} data-testid="order-total">
            {formatRupees(packageTotal(params.perPersonPrice, params.guests))}
          </dd>
        </dl>
        {children}
      </section>
    </Card>
  );
}
