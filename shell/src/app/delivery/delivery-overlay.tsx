import { ActionButton } from '@andaman/shared/ui/action-button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getActiveOverrides } from './delivery-config';
import styles from './delivery-overlay.module.css';
import { clearOverrides } from './overrides';

const LoadedRemotesView = lazy(async () => ({
  default: (await import('./loaded-remotes-view')).LoadedRemotesView,
}));

/** `?debug=mf` opens the loaded-remotes view; so does Alt+Shift+M (and closes it). */
export const DEBUG_PARAM_VALUE = 'mf';
export const isDebugShortcut = (event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'code'>) =>
  event.altKey && event.shiftKey && event.code === 'KeyM';

/** The QA override banner and the loaded-remotes view, above the site. */
export function DeliveryOverlay() {
  const overrides = getActiveOverrides();
  const [debugOpen, setDebugOpen] = useState(
    () => new URLSearchParams(window.location.search).get('debug') === DEBUG_PARAM_VALUE,
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isDebugShortcut(event)) setDebugOpen((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {overrides.length > 0 && (
        <div className={styles.banner} role="status" aria-label="Remote override active">
          <span>
            Override active:{' '}
            {overrides.map((override) => (
              <span key={override.remote} className={styles.override}>
                <strong>{override.remote}</strong> ← {override.target}
              </span>
            ))}
          </span>
          <ActionButton onClick={() => clearOverrides()}>Clear override</ActionButton>
        </div>
      )}
      {debugOpen && (
        <Suspense fallback={null}>
          <LoadedRemotesView onClose={() => setDebugOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
