import { ActionButton } from '@andaman/shared/ui/action-button';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './remote-fallback.module.css';

/** The sentence every unavailable section shows. */
export const REMOTE_UNAVAILABLE_MESSAGE = 'This section is temporarily unavailable';

export interface RemoteFallbackProps {
  /** What failed, e.g. "Ferry search" or "Holiday packages"; the panel's heading. */
  title?: ReactNode;
  /** Tries loading again; while a returned promise is pending the button shows a spinner. */
  onRetry: () => unknown;
  /** Replaces the hint under the message. */
  description?: ReactNode;
  /** `page` fills the content area of a route; `widget` (default) sits inside a Home slot. */
  variant?: 'page' | 'widget';
  /** Heading level of the title in the page outline (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The contained, friendly panel the shell shows where a remote's page or widget failed to
 * load: the header, footer and other remotes keep working around it. A named region with the
 * message, a hint and a Retry button.
 */
export function RemoteFallback({
  title,
  onRetry,
  description = 'Please check your connection and try again. The rest of the site works as usual.',
  variant = 'widget',
  headingLevel = 2,
  className,
}: RemoteFallbackProps) {
  const headingId = useId();
  const [retrying, setRetrying] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const retry = () => {
    const result = onRetry();
    if (result instanceof Promise) {
      setRetrying(true);
      result
        .catch(() => undefined)
        .finally(() => {
          // A successful retry usually replaces this panel; only reset if still shown.
          if (mounted.current) setRetrying(false);
        });
    }
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={retrying}
      className={[styles.panel, styles[variant], className].filter(Boolean).join(' ')}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 30c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2M6 38c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2M18 22V10l14 12H18z" />
      </svg>
      {title ? (
        <>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          <p className={styles.message}>{REMOTE_UNAVAILABLE_MESSAGE}</p>
        </>
      ) : (
        <Heading id={headingId} className={styles.title}>
          {REMOTE_UNAVAILABLE_MESSAGE}
        </Heading>
      )}
      <p className={styles.description}>{description}</p>
      <ActionButton variant="primary" onClick={retrying ? undefined : retry} loading={retrying}>
        Retry
      </ActionButton>
    </section>
  );
}
