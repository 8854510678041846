import { render, screen } from '@testing-library/react';
import { Notice } from './notice';

describe('Notice', () => {
  it('announces an error at once and information politely', () => {
    render(
      <>
        <Notice type="error">We could not take the payment.</Notice>
        <Notice type="info">Opening your wallet…</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not take the payment.');
    expect(screen.getByRole('status')).toHaveTextContent('Opening your wallet…');
  });
});
