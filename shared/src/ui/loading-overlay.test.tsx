import { render, screen } from '@testing-library/react';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('covers the page as a busy status region named "Loading"', () => {
    render(<LoadingOverlay />);
    const overlay = screen.getByRole('status', { name: 'Loading' });
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    // Portalled to the body so no ancestor can clip the fixed overlay.
    expect(overlay.parentElement).toBe(document.body);
  });

  it('renders nothing when closed', () => {
    render(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can show a tip and a custom accessible name', () => {
    render(<LoadingOverlay label="Searching ferries" tip="Finding the best crossings…" />);
    expect(screen.getByRole('status', { name: 'Searching ferries' })).toHaveTextContent(
      'Finding the best crossings…',
    );
  });
});
