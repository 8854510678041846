import { formatRupees } from '@andaman/shared/rules/currency';
import { packageTotal } from '@andaman/shared/rules/package-total';
import { Card } from '@andaman/shared/ui/card';
import dayjs from 'dayjs';
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
            <time dateTime={params.checkIn}>{dayjs(params.checkIn).format('ddd, DD MMM YYYY')}</time>
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
