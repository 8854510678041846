import { pagerItems } from '@andaman/shared/rules/pager';
import styles from '../assets/styles/pager.module.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The navigation landmark's name, e.g. "Holiday packages pages". */
  label: string;
  /** At most this many page numbers, with ellipses for the rest; all of them when left out. */
  maxNumbers?: number;
}

/** Previous, the page numbers and Next, as native buttons in a labelled nav (44 px tap targets). */
export function Pager({ page, totalPages, onChange, label, maxNumbers }: PagerProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.pager}>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            Previous
          </button>
        </li>
        {pagerItems(page, totalPages, maxNumbers).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={item.side} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
