import { type MessageInstance, message } from '@andaman/shared/ui/message';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** Toasts last 4000 ms and at most 3 show at once (spec 000 §9). */
export const TOAST_CONFIG = { duration: 4, maxCount: 3 } as const;

/** Short messages that slide in at the top and go away by themselves. */
export interface Toast {
  success: (content: ReactNode) => void;
  error: (content: ReactNode) => void;
  info: (content: ReactNode) => void;
  warning: (content: ReactNode) => void;
}

const ToastContext = createContext<MessageInstance | null>(null);

/**
 * Hosts the toasts of the page inside the theme (rendered once by `AppProviders`). Only antd's
 * message API is loaded: antd `App` would also bring the modal and notification runtimes to
 * every first load.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage(TOAST_CONFIG);
  return (
    <ToastContext.Provider value={api}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

/**
 * Toasts in the shared theme. Duration (4000 ms) and the three-at-a-time limit are set once in
 * `ToastProvider` (spec 000 §9).
 *
 * ```tsx
 * const toast = useToast();
 * mutation.mutate(body, { onError: (error) => toast.error(error.message) });
 * ```
 *
 * Must be rendered under `AppProviders` (the shell, a standalone harness or
 * `renderWithProviders`); calling a toast outside it throws a clear error.
 */
export function useToast(): Toast {
  const api = useContext(ToastContext);
  return useMemo(() => {
    const show = (kind: keyof Toast) => (content: ReactNode) => {
      if (!api) throw new Error('useToast: render this component under AppProviders (it hosts the toasts).');
      void api[kind](content);
    };
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [api]);
}
