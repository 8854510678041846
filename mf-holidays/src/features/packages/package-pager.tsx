import { pagerItems } from '../../domain/package-rules';
import styles from './package-card.module.css';

export interface PackagePagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, at most 5 page numbers with ellipses, Next (spec 000 §9). */
export function PackagePager({ page, totalPages, onChange }: PackagePagerProps) {
  return (
    <nav aria-label="Holiday packages pages">
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
        {pagerItems(page, totalPages).map((item) =>
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
