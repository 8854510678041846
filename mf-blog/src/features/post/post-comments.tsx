import type { WpComment } from '@andaman/shared/contracts/blog';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { useId } from 'react';
import { useComments } from '../../api/comments';
import { htmlToText } from '../../domain/post-text';
import { postDate } from '../../domain/post-view';
import styles from './blog-post.module.css';

/** The first letter of a name: comments show it instead of WordPress's avatars (an outside host). */
const initial = (name: string): string => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

function CommentItem({ comment }: { comment: WpComment }) {
  const author = htmlToText(comment.author_name) || 'Guest';
  const date = postDate(comment);
  return (
    <li className={styles.comment}>
      <span className={styles.avatar} aria-hidden="true">
        {initial(author)}
      </span>
      <article className={styles.commentBody} aria-label={`Comment by ${author}`}>
        <p className={styles.commentMeta}>
          <span className={styles.commentAuthor}>{author}</span>
          {date ? <time dateTime={date.iso}>{date.label}</time> : null}
        </p>
        <SafeHtml html={comment.content.rendered} variant="plain" />
      </article>
    </li>
  );
}

/** Approved comments of the post, up to 100 (rule blog.comments.list). */
export function PostComments({ postId }: { postId: number }) {
  const headingId = useId();
  const comments = useComments(postId);
  const list = comments.data ?? [];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Comments{comments.isSuccess ? ` (${list.length})` : ''}
      </h2>
      {comments.isPending ? <p role="status">Loading comments…</p> : null}
      {comments.isError ? <p>Comments could not be loaded.</p> : null}
      {comments.isSuccess && list.length === 0 ? <p>No comments yet. Be the first to comment.</p> : null}
      {list.length > 0 ? (
        <ol className={styles.comments}>
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
