// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import {
  ENQUIRY_IDLE_MS,
  ENQUIRY_SEEN_COOKIE,
  isEditableElement,
  isModalDialogOpen,
  isTravellerBusy,
  rememberEnquirySeen,
  shouldHoldBackAutoOpen,
  useEnquiryDialog,
} from './use-enquiry-dialog';

const DELAY = 7000;

/** The page began to load just now (the hook counts the delay from there). */
const atLoad = () => 0;

beforeEach(() => {
  vi.useFakeTimers();
  rememberEnquirySeen(false);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('useEnquiryDialog', () => {
  it('opens by itself after the delay, and only once per load', () => {
    const { result } = renderHook(() => useEnquiryDialog(DELAY, undefined, atLoad));
    expect(result.current).toMatchObject({ open: false, mounted: false });
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ open: true, mounted: true });

    act(() => result.current.hide());
    act(() => vi.advanceTimersByTime(DELAY * 10));
    expect(result.current).toMatchObject({ open: false, mounted: true });
  });

  it('counts the 7 s from the page beginning to load, not from when the layout ran (rule contact.enquiry.auto-open)', () => {
    const { result } = renderHook(() => useEnquiryDialog(DELAY, undefined, () => 1500));
    act(() => vi.advanceTimersByTime(DELAY - 1500 - 1));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('does not pop up again if the visitor already opened it', () => {
    const { result } = renderHook(() => useEnquiryDialog(DELAY, undefined, atLoad));
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
    const { result, unmount } = renderHook(() => useEnquiryDialog(DELAY, undefined, atLoad));
    unmount();
    act(() => vi.advanceTimersByTime(DELAY));
    expect(result.current.open).toBe(false);
  });

  it('stays closed for the rest of the visit once it was shown and dismissed (a new page load too)', () => {
    const first = renderHook(() => useEnquiryDialog(DELAY, undefined, atLoad));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(first.result.current.open).toBe(true);
    act(() => first.result.current.hide());
    first.unmount();
    // A session cookie: every tab of the visit sees it.
    expect(document.cookie).toContain(`${ENQUIRY_SEEN_COOKIE}=1`);

    // The next page load of the same visit: no auto-open, but the contact button still opens it.
    const next = renderHook(() => useEnquiryDialog(DELAY, undefined, atLoad));
    act(() => vi.advanceTimersByTime(DELAY * 10));
    expect(next.result.current).toMatchObject({ open: false, mounted: false });
    act(() => next.result.current.show());
    expect(next.result.current.open).toBe(true);
  });

  it('waits while the traveller types in a field, and opens once they are idle with focus elsewhere', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const { result } = renderHook(() => useEnquiryDialog(DELAY, undefined, atLoad));
    act(() => vi.advanceTimersByTime(DELAY + 5000));
    expect(result.current.open).toBe(false);
    expect(document.activeElement).toBe(input);

    // They leave the field (a key press: Tab) and stop: the dialog waits ENQUIRY_IDLE_MS more.
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      input.blur();
    });
    act(() => vi.advanceTimersByTime(ENQUIRY_IDLE_MS - 1000));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.open).toBe(true);
  });

  it('tells fields from other elements, and a busy traveller from an idle one', () => {
    const text = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const area = document.createElement('textarea');
    const button = document.createElement('button');
    expect([text, checkbox, area, button, null].map((element) => isEditableElement(element))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(isTravellerBusy(0, ENQUIRY_IDLE_MS - 1, button)).toBe(true);
    expect(isTravellerBusy(0, ENQUIRY_IDLE_MS, button)).toBe(false);
    expect(isTravellerBusy(0, ENQUIRY_IDLE_MS * 10, text)).toBe(true);
  });
});
