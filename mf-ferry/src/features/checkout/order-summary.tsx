import { formatRupees } from '@andaman/shared/rules/currency';
import { formatDay } from '@andaman/shared/rules/display-format';
import { Card } from '@andaman/shared/ui/card';
import type { ReactNode } from 'react';
import type { FerryCart, FerryTicket } from '../../domain/cart';
import { ticketsInTravelOrder } from '../../domain/cart-rules';
import { OPERATOR_NAME } from '../../domain/ferry-card';
import { cartTotal, tripPrice, tripPriceLines } from '../../domain/pricing';
import type { PassengerCount } from '../../domain/search';
import styles from './order-summary.module.css';

const seatLabels = (ticket: FerryTicket): string[] => {
  if (ticket.service === 'nautika') return ticket.selected_seats;
  if (ticket.service === 'green ocean') return ticket.seat_labels;
  return [];
};

export interface OrderSummaryProps {
  cart: FerryCart;
  passengers: PassengerCount;
  /** The Pay & Checkout button and its messages. */
  children?: ReactNode;
}

/**
 * "Order Summary": trips numbered in the order they sail, each naming its operator
 * (rule ferry.checkout.summary); prices by rule ferry.price.total.
 */
export function OrderSummary({ cart, passengers, children }: OrderSummaryProps) {
  return (
    <Card className={styles.summary} title={<h2 style={{ margin: 0, fontSize: 18 }}>Order Summary</h2>}>
      <ol className={styles.trips} aria-label="Trips">
        {ticketsInTravelOrder(cart).map(({ number, ticket }) => {
          const seats = seatLabels(ticket);
          return (
            <li key={`${ticket.service}-${ticket.trip_no}`} className={styles.trip}>
              <h3 className={styles.tripTitle}>
                Trip {number}: {ticket.from} → {ticket.to} ({OPERATOR_NAME[ticket.service]})
              </h3>
              <p className={styles.muted}>
                {OPERATOR_NAME[ticket.service]} · {ticket.shipName} · {ticket.class}
              </p>
              <p className={styles.muted}>
                {formatDay(ticket.travel_date)} · {ticket.dTime} – {ticket.aTime}
              </p>
              {seats.length > 0 ? <p className={styles.muted}>Seats: {seats.join(', ')}</p> : null}
              <dl className={styles.lines}>
                {tripPriceLines(ticket, passengers).map((line) => (
                  <div key={line.label} style={{ display: 'contents' }}>
                    <dt>{line.label}</dt>
                    <dd>{formatRupees(line.amount)}</dd>
                  </div>
                ))}
                <dt className={styles.tripTotal}>Trip price</dt>
                <dd className={styles.tripTotal}>{formatRupees(tripPrice(ticket, passengers))}</dd>
              </dl>
            </li>
          );
        })}
      </ol>
      <div className={styles.total}>
        <span>Total</span>
        <span data-testid="order-total">{formatRupees(cartTotal(cart, passengers))}</span>
      </div>
      {children}
    </Card>
  );
}
