import { API_ERROR_CODES, ApiError } from '@andaman/shared/api-client/http';
import { failureToast, successToast } from './toast-meta';

describe('failureToast', () => {
  it('is silent without errorToast', () => {
    expect(failureToast(new ApiError('Boom'), undefined)).toBeUndefined();
    expect(failureToast(new ApiError('Boom'), { successToast: 'Saved' })).toBeUndefined();
  });

  it("shows the error's own message (the server's, or the fetcher's fallback)", () => {
    expect(failureToast(new ApiError('Room not found', { status: 404 }), { errorToast: true })).toEqual({
      kind: 'error',
      message: 'Room not found',
    });
  });

  it('shows the given text instead when errorToast is a string', () => {
    expect(
      failureToast(new ApiError('seat taken'), { errorToast: 'Failed to temporarily block seats' }),
    ).toEqual({ kind: 'error', message: 'Failed to temporarily block seats' });
  });

  it('falls back to the default message for errors that are not ApiErrors', () => {
    expect(failureToast(new TypeError('x is undefined'), { errorToast: true })).toEqual({
      kind: 'error',
      message: 'An unexpected error occurred',
    });
  });

  it('never toasts a cancelled call', () => {
    expect(
      failureToast(new ApiError('aborted', { code: API_ERROR_CODES.aborted }), { errorToast: 'Failed' }),
    ).toBeUndefined();
  });
});

describe('successToast', () => {
  it('shows the given text', () => {
    expect(successToast({ success: true }, { successToast: 'Email sent successfully.' })).toEqual({
      kind: 'success',
      message: 'Email sent successfully.',
    });
  });

  it("shows the answer's message when successToast is true, and nothing when there is none", () => {
    expect(successToast({ status: 200, message: 'Seats blocked' }, { successToast: true })).toEqual({
      kind: 'success',
      message: 'Seats blocked',
    });
    expect(successToast({ status: 200 }, { successToast: true })).toBeUndefined();
    expect(successToast({ message: '  ' }, { successToast: true })).toBeUndefined();
  });

  it('is silent without successToast', () => {
    expect(successToast({ message: 'Seats blocked' }, { errorToast: true })).toBeUndefined();
  });
});
