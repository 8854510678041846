import { paymentOutcome, THANK_YOU_PATHS, thankYouPathFor } from './thank-you-route';

describe('thankYouPathFor', () => {
  it.each([
    ['ferry', '/thank-you-ferry/'],
    ['activity', '/thank-you-activities/'],
    ['hotel', '/thank-you-holidays/'],
    ['holiday', '/thank-you-holidays/'],
  ])('sends a %s payment to %s', (type, path) => {
    expect(thankYouPathFor(type)).toBe(path);
  });

  it.each([undefined, null, '', 'cruise'])('defaults to the ferry page for %s', (type) => {
    expect(thankYouPathFor(type)).toBe(THANK_YOU_PATHS.ferry);
  });
});

describe('paymentOutcome', () => {
  it('is completed only for COMPLETED, routed by transaction type', () => {
    expect(paymentOutcome({ paymentStatus: 'COMPLETED', transactionType: 'activity' })).toEqual({
      kind: 'completed',
      path: '/thank-you-activities/',
    });
    expect(paymentOutcome({ paymentStatus: 'COMPLETED' })).toEqual({
      kind: 'completed',
      path: '/thank-you-ferry/',
    });
  });

  it.each(['PENDING', 'FAILED', 'completed', undefined])('is not completed for %s', (status) => {
    expect(paymentOutcome({ paymentStatus: status, transactionType: 'hotel' })).toEqual({
      kind: 'not-completed',
    });
  });

  it('tells a failure because the seats were taken apart, and sends the traveller to choose again', () => {
    expect(paymentOutcome({ paymentStatus: 'FAILED', failureReason: 'seats-taken' })).toEqual({
      kind: 'seats-taken',
      path: '/ferry',
    });
    expect(paymentOutcome({ paymentStatus: 'FAILED', failureReason: 'declined' })).toEqual({
      kind: 'not-completed',
    });
    expect(paymentOutcome({ paymentStatus: 'PENDING', failureReason: 'seats-taken' })).toEqual({
      kind: 'not-completed',
    });
  });
});
