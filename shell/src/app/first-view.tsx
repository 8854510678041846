import {
  FIRST_VIEW_OF_ATTRIBUTE,
  FIRST_VIEW_STATE_ATTRIBUTE,
  isWidgetFirstViewPath,
  REMOTE_ROOT_LOCATION_ATTRIBUTE,
} from '@andaman/shared/remote-contract';

/** A slot for a remote's page or widget in the shell's HTML; its content is the remote's first view once composed. */
export const FIRST_VIEW_SLOT_ATTRIBUTE = 'data-remote-first-view';

/**
 * The data a first view rendered per request carries (dehydrated queries), or undefined: `inside` is the
 * first view's element (`FIRST_VIEW_OF_ATTRIBUTE`) or an element inside it.
 */
export function firstViewState(inside: Element): unknown {
  const view = inside.closest(`[${FIRST_VIEW_OF_ATTRIBUTE}]`);
  if (!view) return undefined;
  const data = view.querySelector(`script[${FIRST_VIEW_STATE_ATTRIBUTE}]`)?.textContent;
  if (!data) return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** The composed slots' content, by remote and the path its first view was rendered for. */
const composed = new Map<string, string>();
const key = (remote: string, path: string) => `${remote} ${path}`;

/**
 * Keeps the first views the serving layer composed into this page's HTML (a remote page's, see
 * `RemoteRoute.firstView`, and Home's widgets'), read before hydration: the shell hydrates each slot
 * as it is, and the page or widget then hydrates its first view in a root of its own. Returns the
 * data the page's first view rendered per request carries (dehydrated queries), for the site's
 * QueryClient; undefined when the page has no first view. A widget's data is given by its slot, when
 * its root starts (`RemoteSlot`).
 */
export function takeComposedFirstView(root: ParentNode): { state: unknown } | undefined {
  composed.clear();
  let taken: { state: unknown } | undefined;
  for (const view of root.querySelectorAll(`[${FIRST_VIEW_SLOT_ATTRIBUTE}] > [${FIRST_VIEW_OF_ATTRIBUTE}]`)) {
    const slot = view.parentElement;
    const remote = slot?.getAttribute(FIRST_VIEW_SLOT_ATTRIBUTE);
    const path = view.getAttribute(FIRST_VIEW_OF_ATTRIBUTE);
    if (!slot || !remote || !path) continue;
    composed.set(key(remote, path), slot.innerHTML);
    if (isWidgetFirstViewPath(path)) continue;
    const state = firstViewState(view);
    if (!taken || (taken.state === undefined && state !== undefined)) taken = { state };
  }
  return taken;
}

/** The composed content of `remote`'s slot for `path` while it has not been used ('' otherwise). */
export function composedFirstView(remote: string, path: string): string {
  return composed.get(key(remote, path)) ?? '';
}

/** Forgets a composed first view once its page or widget has taken it over: later visits render afresh. */
export function releaseComposedFirstView(remote: string, path: string): void {
  composed.delete(key(remote, path));
}

/**
 * Whether `root` holds a remote's first view rendered for `address`, which its root will hydrate. Its
 * data must then not be asked for before hydration: coming first, it would make the first render differ
 * from a first view rendered without it (a build-time view, as nginx serves), and React would render the
 * page again over its HTML.
 */
export function hydratesFirstViewAt(root: ParentNode, address: string): boolean {
  return [
    ...root.querySelectorAll(`[${FIRST_VIEW_SLOT_ATTRIBUTE}] [${REMOTE_ROOT_LOCATION_ATTRIBUTE}]`),
  ].some((element) => element.getAttribute(REMOTE_ROOT_LOCATION_ATTRIBUTE) === address);
}
