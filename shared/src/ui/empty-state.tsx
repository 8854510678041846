import { InboxIcon } from '@andaman/shared/ui/icons';
import type { ReactNode } from 'react';
import styles from '../assets/styles/empty-state.module.css';

export interface EmptyStateProps {
  /** What is missing, in the product's words: "No activities found", "No Hotels found"… */
  message: ReactNode;
  /** A hint under the message, e.g. "Try another date or destination." */
  description?: ReactNode;
  /** A way forward, e.g. a "Back to Blog" button. */
  action?: ReactNode;
  className?: string;
}

/**
 * The calm "nothing here" panel for empty lists and searches. Announced politely as a status,
 * so a search that comes back empty is heard, not only seen. Plain markup (it was antd's Empty): list
 * pages that show it need none of antd's runtime.
 */
export function EmptyState({ message, description, action, className }: EmptyStateProps) {
  return (
    <div role="status" className={[styles.empty, className].filter(Boolean).join(' ')}>
      <InboxIcon className={styles.image} />
      <span className={styles.message}>{message}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
