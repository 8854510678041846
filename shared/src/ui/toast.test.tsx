import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { type Toast, useToast } from './toast';

function Notifier({ text = 'Enquiry sent', kind = 'success' }: { text?: string; kind?: keyof Toast }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast[kind](text)}>
      Notify
    </button>
  );
}

function Burst() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        for (const text of ['One', 'Two', 'Three', 'Four']) toast.info(text);
      }}
    >
      Burst
    </button>
  );
}

describe('useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the message', async () => {
    renderWithProviders(<Notifier text="Your enquiry has been sent" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Your enquiry has been sent')).toBeInTheDocument();
  });

  it('shows an error toast with the server message', async () => {
    renderWithProviders(<Notifier kind="error" text="Invalid phone number" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
  });

  it('keeps at most 3 toasts on screen', async () => {
    renderWithProviders(<Burst />);
    fireEvent.click(screen.getByRole('button', { name: 'Burst' }));
    expect(await screen.findByText('Four')).toBeInTheDocument();
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    expect(screen.getByText('Three')).toBeInTheDocument();
  });

  it('starts hiding a toast at 4000 ms, not before', async () => {
    // The toast timer runs on animation frames and Date.now.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
    });
    renderWithProviders(<Notifier text="Saved" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3900);
    });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Saved');
    expect(toast.className).not.toMatch(/leave/);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    // The leave animation has started (jsdom never finishes CSS transitions, so it stays mounted).
    expect(toast.className).toMatch(/leave/);
  });

  it('explains what is missing outside AppProviders', () => {
    const { result } = renderHook(() => useToast());
    expect(() => result.current.success('Saved')).toThrow(/AppProviders/);
  });
});
