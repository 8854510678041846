import type { WpCategory } from '@andaman/shared/contracts/blog';
import { Link } from '@andaman/shared/router';
import { useSiteOrigin } from '@andaman/shared/ui/hydration';
import { VisuallyHidden } from '@andaman/shared/ui/visually-hidden';
import { useId } from 'react';
import { categoryHref, categoryOptions, postHref } from '../../domain/post-view';
import styles from './blog-post.module.css';
import { shareLinks } from './post-seo';

export interface PostSidebarProps {
  /** The post's slug and title, for the share links. */
  slug: string;
  title: string;
  /** The blog's categories (none while they load). */
  categories: readonly WpCategory[];
}

/** The sidebar: categories (to `/blog?cat={id}`) and links to share the post (on this site). */
export function PostSidebar({ slug, title, categories }: PostSidebarProps) {
  // Known once hydrated: the first render agrees with the server's HTML, whose links stay relative.
  const url = `${useSiteOrigin() ?? ''}${postHref(slug)}`;
  const categoriesId = useId();
  const shareId = useId();
  const options = categoryOptions(categories);
  return (
    <aside className={styles.sidebar} aria-label="Blog sidebar">
      {options.length > 0 ? (
        <nav aria-labelledby={categoriesId} className={styles.sideBox}>
          <h2 id={categoriesId} className={styles.sideHeading}>
            Categories
          </h2>
          <ul className={styles.sideList}>
            {options.map((category) => (
              <li key={category.id}>
                <Link to={categoryHref(category.id)} className={styles.sideButton}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby={shareId} className={styles.sideBox}>
        <h2 id={shareId} className={styles.sideHeading}>
          Share this post
        </h2>
        <ul className={styles.social}>
          {shareLinks(url, title).map((link) => (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                {link.name}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
