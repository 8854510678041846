import type { CommentForm as CommentFormValues } from '@andaman/shared/contracts/blog';
import { onUseModule, resolverOnUse } from '@andaman/shared/on-use-module';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { TextAreaField, TextField } from '@andaman/shared/ui/form-inputs';
import { useInertUntilHydrated } from '@andaman/shared/ui/hydration';
import { useForm } from 'react-hook-form';
import { useCreateComment } from '../../api/create-comment';
import { loadWordpressClient } from '../../api/wordpress-client-on-use';
import { COMMENT_MESSAGES } from '../../domain/comment-messages';
import styles from './blog-post.module.css';

const EMPTY: CommentFormValues = { author_name: '', author_email: '', content: '' };

const commentCheck = onUseModule(() => import('./comment-check'));
const resolver = resolverOnUse(commentCheck, (check) => check.commentFormResolver);

/** The form's check and the WordPress client that sends it: asked for when the reader starts a comment. */
const preloadOnFocus = () => {
  commentCheck.preload();
  loadWordpressClient().catch(() => undefined);
};

/**
 * The comment form (rule blog.comment.form, rule blog.comment.states): name, email and comment, each required
 * and non-blank after trimming, otherwise submitting does nothing but mark the field (no message); "Submitting..." while it is sent,
 * then idle with the fields cleared. Toasts come from the mutation's `meta`; anonymous comments switched off
 * in WordPress show their alert here (rule blog.comment.login-required).
 */
export function CommentForm({ postId }: { postId: number }) {
  const mutation = useCreateComment();
  const { control, handleSubmit, reset } = useForm<CommentFormValues>({
    resolver,
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((values) => {
    mutation.mutate(
      { ...values, post: postId },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'created') reset(EMPTY);
        },
      },
    );
  });
  const loginRequired = mutation.data?.kind === 'loginRequired';
  // In the page's server HTML: inert until hydrated, so nothing typed before then is lost.
  const untilLive = useInertUntilHydrated();
  return (
    <>
      {/* noValidate: blank or invalid fields make submitting do nothing, with no bubble (rule blog.comment.form). */}
      <form {...untilLive} className={styles.form} onSubmit={submit} onFocus={preloadOnFocus} noValidate>
        <div className={styles.field}>
          <TextField
            control={control}
            name="author_name"
            label="Name"
            autoComplete="name"
            required
            showMessage={false}
          />
        </div>
        <div className={styles.field}>
          <TextField
            control={control}
            name="author_email"
            label="Email"
            type="email"
            required
            showMessage={false}
          />
        </div>
        <div className={`${styles.field} ${styles.fieldWide}`}>
          <TextAreaField
            control={control}
            name="content"
            label="Comment"
            rows={5}
            required
            showMessage={false}
          />
        </div>
        {loginRequired ? (
          <p role="alert" className={styles.alert}>
            {COMMENT_MESSAGES.loginRequired}
          </p>
        ) : null}
        <div>
          <ActionButton
            type="submit"
            variant="primary"
            disabled={mutation.isPending}
            loading={mutation.isPending}
          >
            {mutation.isPending ? 'Submitting...' : 'Post Comment'}
          </ActionButton>
        </div>
      </form>
    </>
  );
}
