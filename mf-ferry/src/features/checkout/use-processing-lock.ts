import { useCallback, useEffect, useRef, useState } from 'react';

/** How long Pay & Checkout stays locked after a click (rule ferry.pay.lock). */
export const PAY_LOCK_MS = 3000;

/**
 * The Pay button's "Processing..." lock: on after a click, off after `ms` or as soon as the page becomes
 * visible again (the visitor came back from another tab or the provider, rule ferry.pay.lock).
 */
export function useProcessingLock(ms: number = PAY_LOCK_MS) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const unlock = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    setLocked(false);
  }, []);

  const lock = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    setLocked(true);
    timer.current = setTimeout(unlock, ms);
  }, [ms, unlock]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') unlock();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer.current !== undefined) clearTimeout(timer.current);
    };
  }, [unlock]);

  return { locked, lock, unlock };
}
