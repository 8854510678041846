import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('announces the message as a status', () => {
    render(<EmptyState message="No activities found" />);
    expect(screen.getByRole('status')).toHaveTextContent('No activities found');
  });

  it('shows a description and an action', () => {
    render(
      <EmptyState
        message="Blog post not found"
        description="The blog post you're looking for doesn't exist or has been removed."
        action={<a href="/blog">Back to Blog</a>}
      />,
    );
    expect(
      screen.getByText("The blog post you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
