import { Link, useLocation } from '@andaman/shared/router';
import { CompassIcon } from '@andaman/shared/ui/icons';
import { SERVICE_LINKS } from '../domain/site-info';
import styles from '../features/trips/thank-you.module.css';
import page from '../styles/content-page.module.css';

/** Any path no app owns: a friendly way back to home and the main services. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <title>Page not found | Andaman Island Experts</title>
      <meta name="robots" content="noindex" />
      <section className={styles.wrap} aria-labelledby="not-found-heading">
        <CompassIcon className={[styles.icon, styles.iconSea].join(' ')} />
        <h1 id="not-found-heading" className={styles.heading}>
          Page not found
        </h1>
        <p className={styles.summary}>
          We couldn't find <code>{pathname}</code>. It may have moved, or the link may be mistyped.
        </p>
        <div className={styles.actions}>
          <Link to="/" className={page.ctaLink}>
            Go to the home page
          </Link>
        </div>
        <h2 className={[styles.nextHeading, styles.moreHeading].join(' ')}>Or carry on planning</h2>
        <ul className={page.linkGrid}>
          {SERVICE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={page.linkCard}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
