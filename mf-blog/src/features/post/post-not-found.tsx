import { Link } from '@andaman/shared/router';
import styles from './blog-post.module.css';

/** A missing post, and any failure to load one (rule blog.post.not-found). */
export function PostNotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="blog-not-found-title">
      <title>Blog post not found | Andaman Travel Blog</title>
      <meta name="robots" content="noindex" />
      <h1 id="blog-not-found-title" className={styles.notFoundTitle}>
        Blog post not found
      </h1>
      <p>The blog post you're looking for doesn't exist or has been removed.</p>
      <Link to="/blog" className={styles.primaryButton}>
        Back to Blog
      </Link>
    </section>
  );
}
