import logoMarkUrl from '../assets/logo-mark.svg?url';
import styles from '../assets/styles/bouncing-logo.module.css';

export interface BouncingLogoLoaderProps {
  /** Accessible name of the busy region (default "Loading"). */
  label?: string;
  /** Visible caption under the logo. */
  caption?: string;
}

/**
 * The full-screen bouncing-logo loader of the blog post page (rule blog.post.loading). With reduced
 * motion the logo gently fades instead of bouncing.
 */
export function BouncingLogoLoader({ label = 'Loading', caption }: BouncingLogoLoaderProps) {
  return (
    <div className={styles.screen} role="status" aria-busy="true" aria-label={label}>
      <div className={styles.stage}>
        <img className={styles.logo} src={logoMarkUrl} alt="" width={72} height={72} />
        <span className={styles.shadow} aria-hidden="true" />
      </div>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
    </div>
  );
}
