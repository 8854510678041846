import type { Notifier } from '@andaman/shared/api-client/ferry-api';
import { useToast } from '@andaman/shared/ui/toast';
import { useMemo } from 'react';

/** The design system's toasts as the ferry API wrapper's notifier. */
export function useFerryNotifier(): Notifier {
  const toast = useToast();
  return useMemo(
    () => ({ success: (message) => toast.success(message), error: (message) => toast.error(message) }),
    [toast],
  );
}
