import { render, screen } from '@testing-library/react';
import { BouncingLogoLoader } from './bouncing-logo';

describe('BouncingLogoLoader', () => {
  it('is a full-screen busy status named "Loading" with a decorative logo', () => {
    render(<BouncingLogoLoader />);
    const loader = screen.getByRole('status', { name: 'Loading' });
    expect(loader).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an optional caption', () => {
    render(<BouncingLogoLoader caption="Fetching the story…" />);
    expect(screen.getByText('Fetching the story…')).toBeInTheDocument();
  });
});
