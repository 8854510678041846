import { BouncingLogoLoader } from '@andaman/shared/ui/bouncing-logo';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { usePost } from '../../api/post';
import { featuredImage, postDate, postHref, postTitle } from '../../domain/post-view';
import styles from './blog-post.module.css';
import { CommentForm } from './comment-form';
import { PostComments } from './post-comments';
import { PostNotFound } from './post-not-found';
import { postSeo } from './post-seo';
import { PostSidebar } from './post-sidebar';
import { RelatedPosts } from './related-posts-section';

/**
 * `/blog/{slug}` (rule blog.post.layout): the bouncing-logo loader, then hero image, title, date, the
 * sanitised content, comments, the comment form, related posts and the sidebar; search metadata from the
 * post's SEO data. A missing post and a failed load both show the not-found view.
 */
export function BlogPost({ slug }: { slug: string }) {
  const post = usePost(slug);
  if (post.isPending) return <BouncingLogoLoader label="Loading blog post" />;
  if (post.isError || post.data === null) return <PostNotFound />;

  const data = post.data;
  // A first view rendered on the server has no window: its links stay relative (it is only a picture).
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const seo = postSeo(data, origin);
  const title = postTitle(data);
  const date = postDate(data);
  const image = featuredImage(data);
  const commentsOpen = data.comment_status !== 'closed';
  return (
    <article className={styles.page}>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={seo.shareTitle} />
      <meta property="og:description" content={seo.shareDescription} />
      <meta property="og:url" content={seo.canonical} />
      {seo.shareImage ? <meta property="og:image" content={seo.shareImage} /> : null}
      <header className={styles.hero}>
        <img
          className={styles.heroImage}
          src={image.src}
          alt={image.alt}
          width={1200}
          height={630}
          fetchPriority="high"
          decoding="async"
        />
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          {date ? (
            <p className={styles.date}>
              Published <time dateTime={date.iso}>{date.label}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <SafeHtml html={data.content.rendered} as="section" className={styles.content} />
          <PostComments postId={data.id} />
          {commentsOpen ? (
            <CommentForm postId={data.id} />
          ) : (
            <p className={styles.section}>Comments are closed for this post.</p>
          )}
          <RelatedPosts post={data} />
        </div>
        <PostSidebar url={`${origin}${postHref(data.slug)}`} title={title} />
      </div>
    </article>
  );
}
