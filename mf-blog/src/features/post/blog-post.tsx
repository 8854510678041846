import type { WpPost } from '@andaman/shared/contracts/blog';
import { BouncingLogoLoader } from '@andaman/shared/ui/bouncing-logo';
import { DeferredSection } from '@andaman/shared/ui/deferred-section';
import { HydrateWhen, useSiteOrigin } from '@andaman/shared/ui/hydration';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { lazy, Suspense, useId } from 'react';
import { usePost } from '../../api/post';
import { featuredImage, postDate, postHref, postTitle } from '../../domain/post-view';
import styles from './blog-post.module.css';
import { PostComments } from './post-comments';
import { PostNotFound } from './post-not-found';
import { postSeo } from './post-seo';
import { PostSidebar } from './post-sidebar';
import { RelatedPosts } from './related-posts-section';

// The form's code (react-hook-form, its schema, the shared fields) loads when the form nears the
// viewport, not with the post.
const CommentForm = lazy(async () => ({ default: (await import('./comment-form')).CommentForm }));

/** Room kept for the comment form until it mounts, so the page does not jump. */
const COMMENT_FORM_HEIGHT = 360;

/**
 * The post's search metadata. Its links are absolute once hydrated (the first render agrees with the
 * server's HTML, whose links stay relative): only this renders again then, not the page, whose parts
 * waiting for the viewport would otherwise hydrate at once.
 */
function PostHead({ post }: { post: WpPost }) {
  const seo = postSeo(post, useSiteOrigin() ?? '');
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={seo.shareTitle} />
      <meta property="og:description" content={seo.shareDescription} />
      <meta property="og:url" content={seo.canonical} />
      {seo.shareImage ? <meta property="og:image" content={seo.shareImage} /> : null}
    </>
  );
}

/**
 * `/blog/{slug}` (rule blog.post.layout): the bouncing-logo loader, then hero image, title, date, the
 * sanitised content, comments, the comment form, related posts and the sidebar; search metadata from the
 * post's SEO data. A missing post and a failed load both show the not-found view.
 */
export function BlogPost({ slug }: { slug: string }) {
  const post = usePost(slug);
  const commentHeadingId = useId();
  if (post.isPending) return <BouncingLogoLoader label="Loading blog post" />;
  if (post.isError || post.data === null) return <PostNotFound />;

  const data = post.data;
  const title = postTitle(data);
  const date = postDate(data);
  const image = featuredImage(data);
  const commentsOpen = data.comment_status !== 'closed';
  return (
    <article className={styles.page}>
      <PostHead post={data} />
      <header className={styles.hero}>
        <ResponsiveImage
          className={styles.heroImage}
          src={image.src}
          alt={image.alt}
          width={1200}
          height={630}
          sizes="(min-width: 1200px) 1200px, 100vw"
          priority
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
          {/* Comments, related posts and the sidebar's categories are asked for as they near the
              viewport: below the post on a phone, so not at start-up. */}
          <HydrateWhen when="visible">
            <PostComments postId={data.id} />
          </HydrateWhen>
          {commentsOpen ? (
            <section aria-labelledby={commentHeadingId} className={styles.section}>
              <h2 id={commentHeadingId} className={styles.sectionHeading}>
                Leave a comment
              </h2>
              <DeferredSection minHeight={COMMENT_FORM_HEIGHT}>
                <Suspense fallback={<div style={{ minHeight: COMMENT_FORM_HEIGHT }} />}>
                  <CommentForm postId={data.id} />
                </Suspense>
              </DeferredSection>
            </section>
          ) : (
            <p className={styles.section}>Comments are closed for this post.</p>
          )}
          <HydrateWhen when="visible">
            <RelatedPosts post={data} />
          </HydrateWhen>
        </div>
        <HydrateWhen when="visible">
          <PostSidebar path={postHref(data.slug)} title={title} />
        </HydrateWhen>
      </div>
    </article>
  );
}
