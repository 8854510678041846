import { type MessageInstance, message } from '@andaman/shared/ui/message';
import ThemedConfigProvider from '@andaman/shared/ui/themed-config-provider';
import { type ReactNode, useEffect, useRef } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** A toast asked for before antd's message runtime had loaded. */
export interface ToastCall {
  kind: ToastKind;
  content: ReactNode;
}

export interface ToastHostProps {
  config: { duration: number; maxCount: number };
  /** Toasts waiting to be shown, in order. */
  pending: readonly ToastCall[];
  onReady: (api: MessageInstance) => void;
  onShown: (calls: readonly ToastCall[]) => void;
}

/** antd's message holder in the brand theme; loaded with the first toast of the page. */
export default function ToastHost({ config, pending, onReady, onShown }: ToastHostProps) {
  const [api, holder] = message.useMessage(config);
  // Each waiting toast shows once, even when effects run twice (StrictMode).
  const shown = useRef(new WeakSet<ToastCall>());
  useEffect(() => onReady(api), [api, onReady]);
  useEffect(() => {
    const fresh = pending.filter((call) => !shown.current.has(call));
    for (const call of fresh) {
      shown.current.add(call);
      void api[call.kind](call.content);
    }
    if (fresh.length > 0) onShown(fresh);
  }, [api, pending, onShown]);
  return <ThemedConfigProvider>{holder}</ThemedConfigProvider>;
}
