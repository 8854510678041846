import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { useDelayedNavigate } from './delayed-navigation';

function ViewButton({ to = '/itinerary/3', ms = 500, fullPageLoad = false }) {
  const { navigateAfter, cancel, isPending, overlay } = useDelayedNavigate();
  return (
    <>
      <button type="button" onClick={() => navigateAfter(to, ms, { fullPageLoad })}>
        View
      </button>
      <button type="button" onClick={cancel} disabled={!isPending}>
        Cancel
      </button>
      {overlay}
    </>
  );
}

describe('useDelayedNavigate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the overlay at once and navigates after exactly N ms, not before', () => {
    const { getLocation } = renderWithProviders(<ViewButton ms={2000} />, { route: '/' });

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(getLocation().pathname).toBe('/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(getLocation().pathname).toBe('/itinerary/3');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the query string and hides the overlay when the target is the same page', () => {
    const { getLocation } = renderWithProviders(<ViewButton to="/?destination=2" ms={2000} />, {
      route: '/',
    });

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    act(() => vi.advanceTimersByTime(2000));

    expect(getLocation().search).toBe('?destination=2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('restarts the delay when clicked again (the last click wins)', () => {
    const { getLocation } = renderWithProviders(<ViewButton ms={500} />);

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    act(() => vi.advanceTimersByTime(400));
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    act(() => vi.advanceTimersByTime(400));
    expect(getLocation().pathname).toBe('/');

    act(() => vi.advanceTimersByTime(100));
    expect(getLocation().pathname).toBe('/itinerary/3');
  });

  it('can be cancelled', () => {
    const { getLocation } = renderWithProviders(<ViewButton ms={500} />);

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(1000));

    expect(getLocation().pathname).toBe('/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never navigates after the page has unmounted', () => {
    const { getLocation, unmount } = renderWithProviders(<ViewButton ms={500} />);
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    const before = getLocation();
    unmount();

    act(() => vi.advanceTimersByTime(1000));
    expect(getLocation()).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does a full page load for the thank-you pages, keeping the overlay up', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<ViewButton to="/thank-you-holidays/" ms={3000} fullPageLoad />);

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(assign).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith('/thank-you-holidays/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
