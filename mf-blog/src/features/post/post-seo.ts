import type { WpPost } from '@andaman/shared/contracts/blog';
import { excerptText, htmlToText } from '../../domain/post-text';
import { featuredImage, postHref, postTitle } from '../../domain/post-view';

/** The search metadata of a post page, from the post's SEO data (rule blog.post.seo). */
export type PostSeo = {
  title: string;
  description: string;
  canonical: string;
  shareTitle: string;
  shareDescription: string;
  shareImage?: string;
};

const text = (value: string | undefined): string | undefined => {
  const clean = htmlToText(value);
  return clean === '' ? undefined : clean;
};

const httpUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The post's SEO data (`yoast_head_json`) with fallbacks from the post itself when WordPress has no SEO
 * plugin: its title, its excerpt, this site's URL of the post and its featured image. Everything is
 * plain text, and only http(s) URLs are kept.
 */
export function postSeo(post: WpPost, siteOrigin: string): PostSeo {
  const seo = post.yoast_head_json;
  const title = text(seo?.title) ?? postTitle(post);
  const description = text(seo?.description) ?? excerptText(post.excerpt.rendered, 160);
  const image = featuredImage(post);
  return {
    title,
    description,
    canonical: httpUrl(seo?.canonical) ?? `${siteOrigin}${postHref(post.slug)}`,
    shareTitle: text(seo?.og_title) ?? title,
    shareDescription: text(seo?.og_description) ?? description,
    shareImage: httpUrl(seo?.og_image?.[0]?.url) ?? (image.placeholder ? undefined : httpUrl(image.src)),
  };
}

/** Share links of a post, each opening the network's own share page for this site's URL of the post. */
export function shareLinks(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
