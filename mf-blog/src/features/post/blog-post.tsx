import type { WpPost } from '@andaman/shared/contracts/blog';
import { BouncingLogoLoader } from '@andaman/shared/ui/bouncing-logo';
import { DeferredSection } from '@andaman/shared/ui/deferred-section';
import { HydrateWhen, useSiteOrigin } from '@andaman/shared/ui/hydration';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { lazy, Suspense, useId } from 'react';
import { useCategories } from '../../api/categories';
import { usePost } from '../../api/post';
import { featuredImage, postDate, postTitle } from '../../domain/post-view';
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

/** The page's search metadata; the site's origin (for the canonical URL) is known once hydrated. */
function PostMetadata({ post }: { post: WpPost }) {
  // Its own component: the render after hydration that learns the origin stays here, and does not
  // render the parts below again (a `HydrateWhen` rendered again hydrates at once).
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
  // Asked for beside the post (not once the post has come): the sidebar's categories.
  const categories = useCategories();
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
      <PostMetadata post={data} />
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
          <PostComments postId={data.id} />
          {/* Below the comments: hydrated when it nears the viewport, and the form's code comes then. */}
          <HydrateWhen when="visible">
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
            <RelatedPosts post={data} />
          </HydrateWhen>
        </div>
        <PostSidebar slug={data.slug} title={title} categories={categories.data ?? []} />
      </div>
    </article>
  );
}
