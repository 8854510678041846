import { type Review, reviews as staticReviews } from '@andaman/shared/data/reviews';
import { AutoCarousel, type SlidesPerView } from '@andaman/shared/ui/auto-carousel';
import { ContentSection } from '@andaman/shared/ui/content-section';
import { StarRating } from '@andaman/shared/ui/star-rating';
import type { ReactNode } from 'react';
import styles from '../assets/styles/reviews-section.module.css';

/** Reviews advance every 5000 ms (rule site.carousel.autoplay). */
export const REVIEWS_AUTOPLAY_MS = 5000;

const REVIEW_SLIDES: SlidesPerView = { xs: 1, md: 2, lg: 3 };

export interface ReviewsSectionProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Defaults to the static reviews of `@andaman/shared/data/reviews`. */
  reviews?: readonly Review[];
  /** Carousel interval in ms (default 5000). */
  autoplaySpeed?: number;
  /** Section id, for Home's `scrollTo` parameter. */
  id?: string;
  className?: string;
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className={styles.card}>
      <StarRating value={review.rating} size="small" />
      <h3 className={styles.title}>{review.title}</h3>
      <blockquote className={styles.text}>
        <p>{review.text}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {review.name.charAt(0)}
        </span>
        <span>
          <span className={styles.name}>{review.name}</span>
          {review.from ? <span className={styles.from}>{review.from}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** "Our Reviews": traveller reviews (name, title, text, stars) in a 5-second carousel. */
export function ReviewsSection({
  title = 'Our Reviews',
  subtitle = 'What travellers say about their island trips with us.',
  reviews = staticReviews,
  autoplaySpeed = REVIEWS_AUTOPLAY_MS,
  id,
  className,
}: ReviewsSectionProps) {
  return (
    <ContentSection id={id} title={title} subtitle={subtitle} className={className}>
      <AutoCarousel
        label="Traveller reviews"
        autoplaySpeed={autoplaySpeed}
        slidesPerView={REVIEW_SLIDES}
        gap={20}
      >
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </AutoCarousel>
    </ContentSection>
  );
}
