import { Link } from '@andaman/shared/router';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import type { PostCardModel } from '../../domain/post-view';
import styles from './blog-list.module.css';

/** A post in the grid: picture, date, title (the link) and the excerpt. */
export function PostCard({ card }: { card: PostCardModel }) {
  return (
    <article className={styles.card}>
      <ResponsiveImage
        className={styles.cardImage}
        src={card.image.src}
        alt=""
        width={600}
        height={315}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.cardBody}>
        {card.date ? (
          <time className={styles.cardDate} dateTime={card.date.iso}>
            {card.date.label}
          </time>
        ) : null}
        <h2 className={styles.cardTitle}>
          <Link to={card.href} className={styles.cardLink}>
            {card.title}
          </Link>
        </h2>
        {card.excerpt ? <p className={styles.cardExcerpt}>{card.excerpt}</p> : null}
      </div>
    </article>
  );
}
