import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_LOCK_MS, useProcessingLock } from './use-processing-lock';

describe('Pay button lock', () => {
  afterEach(() => vi.useRealTimers());

  it('locks for 3 seconds after a click', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useProcessingLock());
    expect(PAY_LOCK_MS).toBe(3000);
    act(() => result.current.lock());
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.locked).toBe(false);
  });

  it('unlocks as soon as the page is visible again', () => {
    const { result } = renderHook(() => useProcessingLock());
    act(() => result.current.lock());
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.locked).toBe(false);
  });
});
