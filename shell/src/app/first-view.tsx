import { FIRST_VIEW_OF_ATTRIBUTE, FIRST_VIEW_STATE_ATTRIBUTE } from '@andaman/shared/remote-contract';

/** The slot of a remote page in the shell's HTML; its content is the remote's first view once composed. */
export const FIRST_VIEW_SLOT_ATTRIBUTE = 'data-remote-first-view';

interface ComposedFirstView {
  /** The route pattern it was rendered for. */
  path: string;
  /** The slot's content as the serving layer composed it (the first view, its CSS and data). */
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
 * `RemoteRoute.firstView`), read before hydration: the shell hydrates its slot as it is, and the page
 * then hydrates the first view in a root of its own (`RemotePage`). Returns the data a first view
 * rendered per request carries (dehydrated queries), for the site's QueryClient.
 */
export function takeComposedFirstView(root: ParentNode): { state: unknown } | undefined {
  const view = root.querySelector(`[${FIRST_VIEW_SLOT_ATTRIBUTE}] > [${FIRST_VIEW_OF_ATTRIBUTE}]`);
  const path = view?.getAttribute(FIRST_VIEW_OF_ATTRIBUTE);
  const slot = view?.parentElement;
  composed = view && path && slot ? { path, html: slot.innerHTML } : undefined;
  return view && composed ? { state: stateOf(view) } : undefined;
}

/** The composed slot content of the page at route `path`, while it has not been used ('' otherwise). */
export function composedFirstView(path: string): string {
  return composed?.path === path ? composed.html : '';
}

/** Forgets the composed first view once its page has taken it over: later visits render afresh. */
export function releaseComposedFirstView(): void {
  composed = undefined;
}
