import { render, screen } from '@testing-library/react';
import { ClientOnly } from './client-only';

describe('client-only rendering', () => {
  it('ClientOnly renders its content in the browser', () => {
    render(
      <ClientOnly fallback={<p>Loading</p>}>
        <p>Remote page</p>
      </ClientOnly>,
    );
    expect(screen.getByText('Remote page')).toBeInTheDocument();
  });
});
