/**
 * `POST /wp/v2/comments` (rule blog.api.create-comment). The toasts are this call's `meta`: the success toast
 * is the answer's `message` ("Comment submitted for moderation." for `hold`, else "Comment posted."), a
 * failure toasts its own message ("Failed to submit comment.", with a reason for `comment_flood`). WordPress
 * refusing anonymous comments (`rest_comment_login_required`) is an answer, not a failure: it resolves as
 * `loginRequired` (no `message`, so no toast) and the form shows the alert
 * (rule blog.comment.login-required).
 */
import { ApiError, isApiError } from '@andaman/shared/api-client/api-error';
import type { CommentCreateRequest } from '@andaman/shared/contracts/blog';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commentFailureMessage,
  commentSuccessMessage,
  LOGIN_REQUIRED_CODE,
} from '../domain/comment-messages';
import { blogKeys } from './blog-keys';
import { loadWordpressClient } from './wordpress-client-on-use';

/** What submitting a comment came to. */
export type CommentOutcome = { kind: 'created'; status: string; message: string } | { kind: 'loginRequired' };

/** Sends the comment; failures reject with an `ApiError` whose message is the toast to show. */
export async function submitComment(request: CommentCreateRequest): Promise<CommentOutcome> {
  try {
    const created = await (await loadWordpressClient()).createComment(request);
    return { kind: 'created', status: created.status, message: commentSuccessMessage(created.status) };
  } catch (error) {
    if (isApiError(error) && error.code === LOGIN_REQUIRED_CODE) {
      return { kind: 'loginRequired' };
    }
    throw new ApiError(commentFailureMessage(error), {
      ...(isApiError(error) ? { status: error.status, code: error.code, body: error.body } : {}),
      cause: error,
    });
  }
}

export const getCreateCommentMutationOptions = () =>
  mutationOptions({
    mutationFn: submitComment,
    meta: { successToast: true, errorToast: true },
  });

/** Posts a comment, then refreshes the post's comments (an approved one shows at once). */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...getCreateCommentMutationOptions(),
    onSuccess: (outcome, request) => {
      if (outcome.kind === 'created') {
        void queryClient.invalidateQueries({ queryKey: blogKeys.comments(request.post) });
      }
    },
  });
}
