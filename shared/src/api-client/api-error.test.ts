import { ApiError, isApiError, serverMessage } from '@andaman/shared/api-client/api-error';
import { describe, expect, it } from 'vitest';

describe('isApiError', () => {
  it('recognises an ApiError built by another bundled copy of this module (a remote’s)', () => {
    // What a remote's own copy of the class produces: a different constructor, the same shape.
    class RemoteApiError extends Error {
      readonly status = 404;
      constructor(message: string) {
        super(message);
        this.name = 'ApiError';
      }
    }
    expect(isApiError(new RemoteApiError('Not found'))).toBe(true);
    expect(isApiError(new ApiError('Server error', { status: 500 }))).toBe(true);
  });

  it('rejects other errors and non-errors', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError({ name: 'ApiError', message: 'plain object' })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });
});

describe('serverMessage', () => {
  it('reads a non-blank message only', () => {
    expect(serverMessage({ message: 'Room not found' })).toBe('Room not found');
    expect(serverMessage({ message: '   ' })).toBeUndefined();
  });
});
