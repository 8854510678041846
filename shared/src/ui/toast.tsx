import { App } from '@andaman/shared/ui/app';
import { type ReactNode, useMemo } from 'react';

/** Short messages that slide in at the top and go away by themselves. */
export interface Toast {
  success: (content: ReactNode) => void;
  error: (content: ReactNode) => void;
  info: (content: ReactNode) => void;
  warning: (content: ReactNode) => void;
}

/**
 * Toasts in the shared theme, from antd `App`'s message API. Duration (4000 ms) and the
 * three-at-a-time limit are set once in `AppProviders` (spec 000 §9).
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
  const { message } = App.useApp();
  return useMemo(() => {
    const show = (kind: keyof Toast) => (content: ReactNode) => {
      const open = message[kind];
      if (typeof open !== 'function') {
        throw new Error('useToast: render this component under AppProviders (antd App provides toasts).');
      }
      void open(content);
    };
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [message]);
}
