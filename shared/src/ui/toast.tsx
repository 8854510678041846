import type { MessageInstance } from '@andaman/shared/ui/message';
import type { ToastCall, ToastKind } from '@andaman/shared/ui/toast-host';

export type { ToastCall } from '@andaman/shared/ui/toast-host';

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

/** Toasts last 4000 ms and at most 3 show at once (rule site.toasts). */
export const TOAST_CONFIG = { duration: 4, maxCount: 3 } as const;

/** Short messages that slide in at the top and go away by themselves. */
export type Toast = Record<ToastKind, (content: ReactNode) => void>;

const ToastHost = lazy(() => import('@andaman/shared/ui/toast-host'));

const ToastContext = createContext<((call: ToastCall) => void) | null>(null);

/**
 * Hosts the toasts of the page (rendered once by `SiteProviders`). antd's message runtime and the
 * theme load with the first toast, not with the page: toasts answer something the visitor did, so
 * a first screen never needs them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<readonly ToastCall[]>([]);
  const [requested, setRequested] = useState(false);
  const api = useRef<MessageInstance | null>(null);
  const show = useCallback((call: ToastCall) => {
    if (api.current) {
      void api.current[call.kind](call.content);
      return;
    }
    setPending((calls) => [...calls, call]);
    setRequested(true);
  }, []);
  const onReady = useCallback((ready: MessageInstance) => {
    api.current = ready;
  }, []);
  const onShown = useCallback((shown: readonly ToastCall[]) => {
    setPending((calls) => calls.filter((call) => !shown.includes(call)));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {requested && (
        <Suspense fallback={null}>
          <ToastHost config={TOAST_CONFIG} pending={pending} onReady={onReady} onShown={onShown} />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}

/**
 * The page's toast host, as `ToastProvider` gives it: a part of the page rendered in a React root of
 * its own (a remote page, a remote widget) passes it to `ToastCallProvider` there, so its toasts show
 * in the site's one place, three at a time.
 */
export function useToastCall(): ((call: ToastCall) => void) | null {
  return useContext(ToastContext);
}

/** Provides a toast host taken with `useToastCall` (or, on the server, none: nothing toasts there). */
export function ToastCallProvider({
  value,
  children,
}: {
  value: ((call: ToastCall) => void) | null;
  children: ReactNode;
}) {
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/**
 * Toasts in the shared theme. Duration (4000 ms) and the three-at-a-time limit are set once in
 * `ToastProvider` (rule site.toasts).
 *
 * ```tsx
 * const toast = useToast();
 * mutation.mutate(body, { onError: (error) => toast.error(error.message) });
 * ```
 *
 * Must be rendered under `SiteProviders` (the shell) or `AppProviders` (a standalone harness,
 * `renderWithProviders`); calling a toast outside it throws a clear error.
 */
export function useToast(): Toast {
  const show = useContext(ToastContext);
  return useMemo(() => {
    const toast = (kind: ToastKind) => (content: ReactNode) => {
      if (!show) throw new Error('useToast: render this component under SiteProviders or AppProviders.');
      show({ kind, content });
    };
    return {
      success: toast('success'),
      error: toast('error'),
      info: toast('info'),
      warning: toast('warning'),
    };
  }, [show]);
}
