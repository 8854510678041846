import { imageSrcSets } from '@andaman/shared/contracts/images';
import styles from '../assets/styles/responsive-image.module.css';

export interface ResponsiveImageProps {
  src: string;
  /** Empty when the picture only decorates (the name is next to it). */
  alt: string;
  /** The box the picture is shown in (its aspect ratio reserves the space before it loads). */
  width: number;
  height: number;
  /** How wide it is shown, for the browser's choice of rendition, e.g. `(min-width: 64rem) 400px, 100vw`. */
  sizes: string;
  /**
   * The page's main picture (its largest paint): fetched first and never lazily. Everything else loads lazily,
   * when it comes near the screen, unless `loading` is `eager` (above the fold, but not the main picture).
   */
  priority?: boolean;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * Every content picture of the site. A picture of the API's pipeline comes as AVIF, else WebP, at the width
 * the screen needs (`srcset` and `sizes`); any other URL (a WordPress image, a drawing) is shown as it is.
 * Width and height always, so nothing moves when it arrives.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  loading = 'lazy',
  className,
}: ResponsiveImageProps) {
  const sets = imageSrcSets(src);
  const image = (
    <img
      src={src}
      srcSet={sets?.webp}
      sizes={sets ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!sets) return image;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={sets.avif} sizes={sizes} />
      {image}
    </picture>
  );
}
