import { overrideLink } from '@andaman/shared/contracts/release-overrides';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { getActiveOverrides, getRefusedOverrides } from './delivery-config';
import styles from './delivery-overlay.module.css';
import { clearOverrides } from './overrides';

const LoadedRemotesView = lazy(async () => ({
  default: (await import('./loaded-remotes-view')).LoadedRemotesView,
}));

/** `?debug=mf` opens the loaded-remotes view; so does Alt+Shift+M (and closes it). */
export const DEBUG_PARAM_VALUE = 'mf';
export const isDebugShortcut = (event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'code'>) =>
  event.altKey && event.shiftKey && event.code === 'KeyM';

/**
 * Its children in the page's flow above the site (a container put first in `<body>`), not over it: a
 * QA session's banner covers none of the site's own fixed bars, so a test clicks what a traveller would.
 */
function AtTopOfPage({ children }: { children: ReactNode }) {
  const [slot] = useState(() => {
    const element = document.createElement('div');
    document.body.prepend(element);
    return element;
  });
  useEffect(() => () => slot.remove(), [slot]);
  return createPortal(children, slot);
}

/** The QA override banner and the loaded-remotes view, above the site. */
export function DeliveryOverlay() {
  const overrides = getActiveOverrides();
  const refused = getRefusedOverrides();
  // One link sets every override of this tab: QA sends it to a colleague.
  const link = overrideLink(
    window.location.href,
    Object.fromEntries(overrides.map((override) => [override.remote, override.target])),
  );
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
      {(overrides.length > 0 || refused.length > 0) && (
        <AtTopOfPage>
          <div className={styles.banner} role="status" aria-label="Remote override active">
            {overrides.length > 0 && (
              <span>
                Override active:{' '}
                {overrides.map((override) => (
                  <span key={override.remote} className={styles.override}>
                    <strong>{override.remote}</strong> ← {override.target}
                  </span>
                ))}{' '}
                <a className={styles.link} href={link} aria-label="Shareable link to these overrides">
                  Share link
                </a>
              </span>
            )}
            {refused.length > 0 && (
              <ul className={styles.refused} aria-label="Refused overrides">
                {refused.map((override) => (
                  <li key={`${override.remote}@${override.target}`}>
                    Refused <strong>{override.remote}</strong> ← {override.target} ({override.reason}):{' '}
                    {override.message}
                  </li>
                ))}
              </ul>
            )}
            <ActionButton onClick={() => clearOverrides()}>Clear override</ActionButton>
          </div>
        </AtTopOfPage>
      )}
      {debugOpen && (
        <Suspense fallback={null}>
          <LoadedRemotesView onClose={() => setDebugOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
