import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_UNAVAILABLE_MESSAGE, RemoteFallback } from './remote-fallback';

describe('RemoteFallback', () => {
  it('names the failed section and says it is temporarily unavailable', () => {
    render(<RemoteFallback title="Ferry search" onRetry={() => {}} />);
    const panel = screen.getByRole('region', { name: 'Ferry search' });
    expect(panel).toHaveTextContent('This section is temporarily unavailable');
  });

  it('uses the message as its heading when there is no title', () => {
    render(<RemoteFallback onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: REMOTE_UNAVAILABLE_MESSAGE })).toBeInTheDocument();
  });

  it('calls onRetry when Retry is pressed', async () => {
    const onRetry = vi.fn();
    render(<RemoteFallback title="Holiday packages" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows progress while an asynchronous retry runs', async () => {
    let finish: () => void = () => {};
    const onRetry = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    render(<RemoteFallback title="Blog" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const panel = screen.getByRole('region', { name: 'Blog' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Retry/ })).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      finish();
    });
    expect(panel).toHaveAttribute('aria-busy', 'false');
  });
});
