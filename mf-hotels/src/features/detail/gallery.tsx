import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { useState } from 'react';
import styles from './hotel-detail.module.css';

/** Step through `count` items, wrapping at both ends. */
export const stepIndex = (index: number, step: number, count: number): number =>
  count <= 0 ? 0 : (((index + step) % count) + count) % count;

/** A picture viewer with previous/next buttons and thumbnails (rule hotels.detail.header). */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const current = images[Math.min(index, images.length - 1)] ?? '';
  return (
    <section className={styles.gallery} aria-label={`${name} photo gallery`}>
      <div className={styles.galleryMain}>
        <ResponsiveImage
          src={current}
          alt={`${name}, ${index + 1} of ${images.length}`}
          className={styles.galleryImage}
          width={960}
          height={540}
          sizes="(min-width: 1000px) 960px, calc(100vw - 32px)"
          priority
        />
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.galleryNav} ${styles.galleryPrev}`}
              aria-label="Previous photo"
              onClick={() => setIndex((i) => stepIndex(i, -1, images.length))}
            >
              ‹
            </button>
            <button
              type="button"
              className={`${styles.galleryNav} ${styles.galleryNext}`}
              aria-label="Next photo"
              onClick={() => setIndex((i) => stepIndex(i, 1, images.length))}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, thumbIndex) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show photo ${thumbIndex + 1}`}
                aria-current={thumbIndex === index ? 'true' : undefined}
                onClick={() => setIndex(thumbIndex)}
              >
                <ResponsiveImage src={image} alt="" width={96} height={64} sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
