import styles from '../assets/styles/spinner.module.css';

/**
 * A busy ring in plain markup (antd's Spin needs its runtime): inline at the text's size, or `large`
 * (32 px, lagoon) for a region that is loading. Decorative: the busy region around it carries the
 * name and `role="status"`.
 */
export function Spinner({ size = 'inline' }: { size?: 'inline' | 'large' }) {
  return (
    <span
      className={[styles.spinner, size === 'large' ? styles.large : ''].filter(Boolean).join(' ')}
      aria-hidden="true"
    />
  );
}
