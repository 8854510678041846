import {
  FIRST_VIEW_OF_ATTRIBUTE,
  FIRST_VIEW_STATE_ATTRIBUTE,
  firstViewInclude,
} from '@andaman/shared/remote-contract';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { useEffect } from 'react';
import { isServerRender } from '../hydration/client-only';

/** The slot of a remote page in the shell's HTML; its content is the remote's first view once composed. */
export const FIRST_VIEW_SLOT_ATTRIBUTE = 'data-remote-first-view';

interface ComposedFirstView {
  /** The route pattern it was rendered for. */
  path: string;
  /** Its markup (root element included), as the serving layer composed it. */
  html: string;
}

/** The data a first view rendered per request carries (dehydrated queries), or undefined. */
function stateOf(view: Element): unknown {
  const data = view.querySelector(`script[${FIRST_VIEW_STATE_ATTRIBUTE}]`)?.textContent;
  if (!data) return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

let composed: ComposedFirstView | undefined;

/**
 * Keeps the remote page's first view the serving layer composed into this page's HTML (see
 * `RemoteRoute.firstView`), read before hydration: the browser renders a remote page's boundary
 * afresh (its content was left to the browser), and its fallback shows this same markup until the
 * page's code has loaded, instead of swapping it for the loading overlay. Returns the data a first
 * view rendered per request carries (dehydrated queries), for the site's QueryClient.
 */
export function takeComposedFirstView(root: ParentNode): { state: unknown } | undefined {
  const view = root.querySelector(`[${FIRST_VIEW_SLOT_ATTRIBUTE}] > [${FIRST_VIEW_OF_ATTRIBUTE}]`);
  const path = view?.getAttribute(FIRST_VIEW_OF_ATTRIBUTE);
  composed = view && path ? { path, html: view.outerHTML } : undefined;
  return view && composed ? { state: stateOf(view) } : undefined;
}

/** Drops the composed first view once the live page has rendered: later visits show the overlay. */
export function useReleaseComposedFirstView(): void {
  useEffect(() => {
    composed = undefined;
  }, []);
}

/**
 * What a remote page shows until its code has loaded. Pre-rendering writes a slot whose loading
 * overlay the serving layer may replace with the page's first view (shell/scripts/prerender.mjs); in
 * the browser, the composed first view while it is the current page's, else the loading overlay.
 */
export function RemotePageFallback({ remote, path }: { remote: string; path: string }) {
  if (isServerRender()) {
    return (
      <div {...{ [FIRST_VIEW_SLOT_ATTRIBUTE]: remote }} data-first-view-src={firstViewInclude(remote, path)}>
        <LoadingOverlay />
      </div>
    );
  }
  if (composed?.path === path) {
    // The first view's own root is `inert`: a picture of the page, not yet the page.
    return (
      <div {...{ [FIRST_VIEW_SLOT_ATTRIBUTE]: remote }} dangerouslySetInnerHTML={{ __html: composed.html }} />
    );
  }
  return <LoadingOverlay />;
}
