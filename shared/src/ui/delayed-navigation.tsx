import { createPath, type NavigateOptions, type To, useNavigate } from '@andaman/shared/router';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** Options of one delayed navigation: the router's options, or a full page load. */
export interface DelayedNavigateOptions extends NavigateOptions {
  /**
   * Leave the single-page app with `window.location.assign` (e.g. the thank-you pages, which are reached by a
   * full load: rule holidays.route.thank-you). The overlay then stays up until the page unloads. With
   * `replace`, the new page takes the current one's place in the history (`window.location.replace`).
   */
  fullPageLoad?: boolean;
}

export interface UseDelayedNavigateOptions {
  /** Accessible name of the overlay (default "Loading"). */
  overlayLabel?: string;
  /** Visible text under the overlay's spinner. */
  overlayTip?: ReactNode;
}

export interface DelayedNavigation {
  /**
   * Shows the overlay now and navigates to `to` after `ms` milliseconds. A second call while
   * one is pending replaces it (the last click wins).
   */
  navigateAfter: (to: To, ms: number, options?: DelayedNavigateOptions) => void;
  /** Drops the pending navigation and hides the overlay. */
  cancel: () => void;
  /** True from `navigateAfter` until the navigation happens (or is cancelled). */
  isPending: boolean;
  /** The `LoadingOverlay` while pending, `null` otherwise: render it anywhere in the page. */
  overlay: ReactNode;
}

/**
 * The product's many "overlay for N seconds, then navigate" steps (rule site.delays), in one hook:
 *
 * ```tsx
 * const { navigateAfter, overlay } = useDelayedNavigate();
 * <Button onClick={() => navigateAfter(`/itinerary/${id}`, NAVIGATION_DELAY_MS.bookOrView)}>View</Button>
 * {overlay}
 * ```
 *
 * The timer is cleared on unmount, so leaving the page early never navigates behind the visitor.
 */
export function useDelayedNavigate({
  overlayLabel,
  overlayTip,
}: UseDelayedNavigateOptions = {}): DelayedNavigation {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isPending, setIsPending] = useState(false);

  const clearTimer = useCallback(() => {
    if (timer.current !== undefined) {
      clearTimeout(timer.current);
      timer.current = undefined;
    }
  }, []);

  useEffect(() => clearTimer, [clearTimer]);

  const cancel = useCallback(() => {
    clearTimer();
    setIsPending(false);
  }, [clearTimer]);

  const navigateAfter = useCallback(
    (to: To, ms: number, options: DelayedNavigateOptions = {}) => {
      clearTimer();
      setIsPending(true);
      const { fullPageLoad = false, ...navigateOptions } = options;
      timer.current = setTimeout(
        () => {
          timer.current = undefined;
          if (fullPageLoad) {
            const url = typeof to === 'string' ? to : createPath(to);
            if (navigateOptions.replace) window.location.replace(url);
            else window.location.assign(url);
            return;
          }
          // Hide the overlay first: the target may be this same page (e.g. Home's `?destination=`).
          setIsPending(false);
          navigate(to, navigateOptions);
        },
        Math.max(0, ms),
      );
    },
    [clearTimer, navigate],
  );

  const overlay = isPending ? <LoadingOverlay label={overlayLabel} tip={overlayTip} /> : null;
  return { navigateAfter, cancel, isPending, overlay };
}
