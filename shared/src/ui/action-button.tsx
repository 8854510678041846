import { Spinner } from '@andaman/shared/ui/spinner';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from '../assets/styles/action-button.module.css';

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` is the page's main action (lagoon fill); `default` is outlined; `danger` removes something. */
  variant?: 'primary' | 'default' | 'danger';
  icon?: ReactNode;
  /** Shows a spinner and marks the button busy; it stays focusable so the keyboard position is kept. */
  loading?: boolean;
}

/**
 * A native button in the brand's look, for the first screens that must not wait for antd (Home's
 * search, the ferry search: antd's Button and its icons are a sizeable download). Anywhere antd's Button is
 * already loaded, use `@andaman/shared/ui/button`.
 */
export function ActionButton({
  variant = 'default',
  icon,
  loading = false,
  className,
  children,
  type = 'button',
  ...rest
}: ActionButtonProps) {
  const classes = [styles.button, variant === 'default' ? undefined : styles[variant], className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
