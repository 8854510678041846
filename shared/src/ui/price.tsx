import { discountPercent, effectivePrice, formatRupees, hasDiscount } from '@andaman/shared/rules/currency';
import { VisuallyHidden } from '@andaman/shared/ui/visually-hidden';
import type { ReactNode } from 'react';
import styles from '../assets/styles/price.module.css';

export interface RupeePriceProps {
  /** Base price in rupees (basePrice, starterPrice, the package price…). */
  amount: number;
  /** Discount or offer price; shown instead of `amount`, with `amount` struck through, when above 0. */
  discountPrice?: number | null;
  /** Small text after the price, e.g. "+ Taxes Per Night" or "Per person". */
  suffix?: ReactNode;
  /** Text before the price, e.g. "Starts from" or "Prices Starting from". */
  prefix?: ReactNode;
  /** Shows an "N% off" badge when discounted. */
  showSavings?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Lays the parts out on one line (default) or stacks the struck price above. */
  layout?: 'inline' | 'stacked';
  className?: string;
}

/**
 * A rupee amount with Indian digit grouping (₹1,23,456). When `discountPrice` is above 0 the
 * discounted price is the one shown and the base price appears struck through in a `<del>`,
 * with screen-reader text naming which is which.
 */
export function RupeePrice({
  amount,
  discountPrice,
  suffix,
  prefix,
  showSavings = false,
  size = 'medium',
  layout = 'inline',
  className,
}: RupeePriceProps) {
  const discounted = hasDiscount(discountPrice);
  const savings = discounted && showSavings ? discountPercent(amount, discountPrice) : 0;
  const classes = [styles.price, styles[size], styles[layout], className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      {discounted ? (
        <del className={styles.original}>
          <VisuallyHidden>Original price </VisuallyHidden>
          {formatRupees(amount)}
        </del>
      ) : null}
      <span className={styles.current}>
        {discounted ? <VisuallyHidden>Discounted price </VisuallyHidden> : null}
        {formatRupees(effectivePrice(amount, discountPrice))}
      </span>
      {savings > 0 ? <span className={styles.savings}>{savings}% off</span> : null}
      {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
    </span>
  );
}
