import { ApiError } from '@andaman/shared/api-client/http';
import { COMMENT_MESSAGES, commentFailureMessage, commentSuccessMessage } from './comment-messages';

describe('comment messages (rule blog.comment.held and beside it)', () => {
  it('says the comment awaits moderation when WordPress holds it, else that it is posted', () => {
    expect(commentSuccessMessage('hold')).toBe('Comment submitted for moderation.');
    expect(commentSuccessMessage('approved')).toBe('Comment posted.');
    expect(commentSuccessMessage('spam')).toBe('Comment posted.');
  });

  it('says "Failed to submit comment." for any failure', () => {
    expect(commentFailureMessage(new ApiError('Invalid comment content.', { status: 400, code: 'x' }))).toBe(
      'Failed to submit comment.',
    );
    expect(commentFailureMessage(new Error('offline'))).toBe('Failed to submit comment.');
  });

  it('tells the reader to wait on comment_flood and names a duplicate', () => {
    const flood = commentFailureMessage(
      new ApiError('You are posting comments too quickly.', {
        status: 400,
        code: 'comment_flood',
      }),
    );
    expect(flood).toBe(COMMENT_MESSAGES.flood);
    expect(flood.startsWith('Failed to submit comment.')).toBe(true);
    expect(flood).toMatch(/wait/);
    expect(
      commentFailureMessage(new ApiError('Duplicate', { status: 409, code: 'comment_duplicate' })),
    ).toMatch(/^Failed to submit comment\. .*already/);
  });

  it('carries the alert text for anonymous comments switched off', () => {
    expect(COMMENT_MESSAGES.loginRequired).toBe(
      'Comments are disabled for anonymous users in WordPress REST. Enable anonymous REST comments in WP or log in.',
    );
  });
});
