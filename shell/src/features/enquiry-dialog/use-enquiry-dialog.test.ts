import { act, renderHook } from '@testing-library/react';
import { isModalDialogOpen, shouldHoldBackAutoOpen, useEnquiryDialog } from './use-enquiry-dialog';

const DELAY = 7000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useEnquiryDialog', () => {
  it('opens by itself after the delay, and only once per load', () => {
    const { result } = renderHook(() => useEnquiryDialog(DELAY));
    expect(result.current).toMatchObject({ open: false, mounted: false });
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ open: true, mounted: true });

    act(() => result.current.hide());
    act(() => vi.advanceTimersByTime(DELAY * 10));
    expect(result.current).toMatchObject({ open: false, mounted: true });
  });

  it('does not pop up again if the visitor already opened it', () => {
    const { result } = renderHook(() => useEnquiryDialog(DELAY));
    act(() => result.current.show());
    act(() => result.current.hide());
    act(() => vi.advanceTimersByTime(DELAY));
    expect(result.current.open).toBe(false);
  });

  it('does not stack on top of another modal dialog showing at that moment', () => {
    const { result } = renderHook(() => useEnquiryDialog(DELAY, () => true));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(result.current).toMatchObject({ open: false, mounted: false });
  });

  it('finds an open modal dialog in the page', () => {
    expect(isModalDialogOpen()).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    expect(isModalDialogOpen()).toBe(true);
    dialog.remove();
  });

  it('holds back on the payment verification page, not elsewhere', () => {
    expect(shouldHoldBackAutoOpen('/payment-status/TX-1')).toBe(true);
    expect(shouldHoldBackAutoOpen('/')).toBe(false);
    expect(shouldHoldBackAutoOpen('/thank-you-ferry/')).toBe(false);
  });

  it('cancels the timer when the layout unmounts', () => {
    const { result, unmount } = renderHook(() => useEnquiryDialog(DELAY));
    unmount();
    act(() => vi.advanceTimersByTime(DELAY));
    expect(result.current.open).toBe(false);
  });
});
