import type { WpPost } from '@andaman/shared/contracts/blog';
import { Link } from '@andaman/shared/router';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { useId } from 'react';
import { useRelatedPosts } from '../../api/related-posts';
import styles from './blog-post.module.css';

/** Up to 3 posts of the post's first category, linking to `/blog/{slug}`; nothing when there are none. */
export function RelatedPosts({ post }: { post: WpPost }) {
  const headingId = useId();
  const cards = useRelatedPosts(post).data ?? [];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Related posts
      </h2>
      <ul className={styles.related}>
        {cards.map((card) => (
          <li key={card.id} className={styles.relatedItem}>
            <ResponsiveImage
              className={styles.relatedImage}
              src={card.image.src}
              alt=""
              width={120}
              height={63}
              sizes="120px"
            />
            <div>
              <Link to={card.href} className={styles.relatedLink}>
                {card.title}
              </Link>
              {card.date ? (
                <time className={styles.muted} dateTime={card.date.iso}>
                  {card.date.label}
                </time>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
