import { isApiError } from '@andaman/shared/api-client/api-error';

/** What the comment form says (rule blog.comment.held and beside it), word for word. */
export const COMMENT_MESSAGES = {
  /** Any refusal or failure (toast). */
  failed: 'Failed to submit comment.',
  /** The comment awaits moderation (`status: hold`). */
  held: 'Comment submitted for moderation.',
  /** Any other status: the comment is live. */
  posted: 'Comment posted.',
  /** `rest_comment_login_required` (an alert on the form, not a toast; rule blog.comment.login-required). */
  loginRequired:
    'Comments are disabled for anonymous users in WordPress REST. Enable anonymous REST comments in WP or log in.',
  /**
   * `comment_flood`: WordPress refuses a second comment from one address within 15 s, and behind the
   * site's proxy every reader shares one address, so the reader is told to wait rather than left guessing.
   */
  flood:
    'Failed to submit comment. Comments are coming in too fast: please wait a few seconds and try again.',
  /** `comment_duplicate`: WordPress refuses the same comment twice. */
  duplicate: 'Failed to submit comment. It looks as though you have already said that.',
} as const;

/** The success toast for the status WordPress gave the new comment. */
export const commentSuccessMessage = (status: string): string =>
  status === 'hold' ? COMMENT_MESSAGES.held : COMMENT_MESSAGES.posted;

/** WordPress's code for anonymous comments switched off. */
export const LOGIN_REQUIRED_CODE = 'rest_comment_login_required';

/** The failure toast for an error of `POST /wp/v2/comments`. */
export function commentFailureMessage(error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'comment_flood') return COMMENT_MESSAGES.flood;
  if (code === 'comment_duplicate') return COMMENT_MESSAGES.duplicate;
  return COMMENT_MESSAGES.failed;
}
