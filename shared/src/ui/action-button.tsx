import { Spinner } from '@andaman/shared/ui/spinner';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from '../assets/styles/action-button.module.css';

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` is the page's main action (lagoon fill); `default` is outlined; `danger` removes something. */
  variant?: 'primary' | 'default' | 'danger';
  icon?: ReactNode;
  /**
   * Shows a spinner and marks the button busy; clicks are ignored meanwhile (a submit button does not
   * submit again). It stays focusable so the keyboard position is kept.
   */
  loading?: boolean;
}

/** The site's button: a native button in the brand's look, so no page waits for antd to show one. */
export function ActionButton({
  variant = 'default',
  icon,
  loading = false,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ActionButtonProps) {
  const classes = [styles.button, variant === 'default' ? undefined : styles[variant], className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
