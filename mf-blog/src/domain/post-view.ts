import type { WpCategory, WpPost } from '@andaman/shared/contracts/blog';
import placeholderUrl from '../assets/blog-placeholder.svg';
import { excerptText, htmlToText } from './post-text';

/** The local picture a post without a featured image shows (nothing is fetched from outside). */
export const PLACEHOLDER_IMAGE = placeholderUrl;

/** A post's picture: its featured image, or the local placeholder. */
export type PostImage = { src: string; alt: string; placeholder: boolean };

/**
 * The featured image from `_embedded['wp:featuredmedia']`. WordPress leaves the key out for a post
 * without one, and embeds an error object (no `source_url`) for media it will not show.
 */
export function featuredImage(post: WpPost): PostImage {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const src = media?.source_url?.trim();
  if (!src) return { src: PLACEHOLDER_IMAGE, alt: '', placeholder: true };
  return { src, alt: htmlToText(media?.alt_text ?? ''), placeholder: false };
}

/** A post's title as text (entities decoded, markup dropped). */
export const postTitle = (post: WpPost): string => htmlToText(post.title.rendered) || 'Untitled post';

// No Intl.DateTimeFormat: building the first one loads ICU's date data, a noticeable part of a start-up
// task on a slow phone. "27 November 2026" (en-GB, long month) is written here;
// post-view.test.ts checks it against Intl.DateTimeFormat('en-GB').
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The publication day as WordPress dates it. WordPress sends dates without a zone (`date` in the site's
 * zone, `date_gmt` in UTC); the day is read as written, so the browser's own zone never shifts it.
 */
export function postDate(post: Pick<WpPost, 'date'>): { iso: string; label: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(post.date);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const instant = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(instant.getTime())) return undefined;
  const label = `${instant.getUTCDate()} ${MONTHS[instant.getUTCMonth()]} ${instant.getUTCFullYear()}`;
  return { iso: `${year}-${month}-${day}`, label };
}

/** What a card shows of a post (list and related posts). */
export type PostCardModel = {
  id: number;
  slug: string;
  /** Route on this site: by slug, never WordPress's own `link`. */
  href: string;
  title: string;
  excerpt: string;
  image: PostImage;
  date?: { iso: string; label: string };
};

/** The route of a post on this site. */
export const postHref = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

/** The card of a post. */
export function postCard(post: WpPost): PostCardModel {
  return {
    id: post.id,
    slug: post.slug,
    href: postHref(post.slug),
    title: postTitle(post),
    excerpt: excerptText(post.excerpt.rendered),
    image: featuredImage(post),
    date: postDate(post),
  };
}

/** A category as the page shows it: its name as text. */
export type CategoryOption = { id: number; name: string; count: number };

/** Categories for the filter and the sidebar, names decoded. */
export const categoryOptions = (categories: readonly WpCategory[]): CategoryOption[] =>
  categories.map((category) => ({
    id: category.id,
    name: htmlToText(category.name) || `Category ${category.id}`,
    count: category.count,
  }));

/** The route of a category's listing. */
export const categoryHref = (id: number): string => `/blog?cat=${id}`;
