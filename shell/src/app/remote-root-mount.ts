import { REMOTE_ROOT_ATTRIBUTE, REMOTE_ROOT_LOCATION_ATTRIBUTE } from '@andaman/shared/remote-root';
import { holdClicksUntilLive } from '@andaman/shared/ui/held-clicks';
import { NEAR_VIEWPORT_MARGIN } from '@andaman/shared/ui/hydration';
import { type ReactNode, type RefObject, startTransition, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** A hydration mismatch in a remote's root (its first view and its page disagree) is worth an error. */
function onRecoverableError(error: unknown, info?: { componentStack?: string }) {
  console.error('[shell] hydration of a remote root', error, info?.componentStack ?? '');
}

/**
 * On a remote's slot, `live` once its root's content has committed (hydrated or rendered: its handlers
 * work). The e2e suite waits for it, as a traveller's input would (forms are inert until then).
 */
export const REMOTE_ROOT_STATE_ATTRIBUTE = 'data-remote-root-state';

/**
 * `create()`'s result, created in a transition: a root's hydration then runs in slices that yield to
 * the browser (as the shell's own root does, hydrate-site.tsx), not in one long task; the server HTML
 * stays on screen meanwhile.
 */
function inTransition<T>(create: () => T): T {
  let created: T | undefined;
  startTransition(() => {
    created = create();
  });
  return created as T;
}

/** Roots whose release is pending, by slot: a mount right after a release (React's strict mode) takes it back. */
const releasing = new Map<HTMLElement, { root: Root; timer: ReturnType<typeof setTimeout> }>();

/**
 * A remote's page or widget in a React root of its own inside `slot`: hydrating `container` (the
 * first view's root element) when given, else rendering afresh in an element it puts into `slot`. `release` unmounts it a
 * moment later (not while the shell's own root commits).
 */
export function mountRemoteRoot(
  slot: HTMLElement,
  container: HTMLElement | null,
  tree: ReactNode,
  identifierPrefix: string,
): { root: Root; release: () => void } {
  const pending = releasing.get(slot);
  let root: Root;
  if (pending) {
    clearTimeout(pending.timer);
    releasing.delete(slot);
    root = pending.root;
  } else if (container) {
    root = inTransition(() => hydrateRoot(container, tree, { identifierPrefix, onRecoverableError }));
  } else {
    // An element of its own: the slot's content (set by the shell's root) is not the new root's container.
    const host = document.createElement('div');
    host.style.display = 'contents';
    slot.replaceChildren(host);
    // Not in a transition: a page rendered afresh shows its loading overlay at once.
    root = createRoot(host, { identifierPrefix });
    root.render(tree);
  }
  return {
    root,
    release: () => {
      const timer = setTimeout(() => {
        releasing.delete(slot);
        root.unmount();
      }, 0);
      releasing.set(slot, { root, timer });
    },
  };
}

/** Calls `then` once `element` is near the viewport (at once without IntersectionObserver); returns a stop. */
function whenNearViewport(element: HTMLElement, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export interface RemoteRootOptions<Props> {
  /** What the tree renders with; the root renders again when they change (by `same`). */
  props: Props;
  /** The root's tree; it calls `onLive` once its content has committed (`RemoteRoot`'s `onLive`). */
  tree: (props: Props, hydrating: boolean, onLive: () => void) => ReactNode;
  same: (a: Props, b: Props) => boolean;
  identifierPrefix: string;
  /** The page's address: a first view rendered for it (`REMOTE_ROOT_LOCATION_ATTRIBUTE`) is hydrated. */
  address: string;
  /** Mounts the root only once the slot is near the viewport (a section below the fold). */
  nearViewport?: boolean;
  /** Called once the root is mounted (the slot's composed first view is then in use). */
  onMounted?: () => void;
  /**
   * Called before the root hydrates the first view's root element `container`: what it returns (the
   * data the first view carries going into the site's QueryClient) is awaited first, so the root
   * renders what the server rendered.
   */
  beforeHydrate?: (container: HTMLElement) => Promise<unknown> | undefined;
}

/**
 * Runs a remote's page or widget in a root of its own inside `slot`, for as long as the calling
 * component is mounted: it hydrates the first view the slot holds when that was rendered for
 * `address`, else it renders afresh; it renders again when `props` change (never while nothing has
 * changed: React would then render a root that is still hydrating afresh over its server HTML).
 */
export function useRemoteRoot<Props>(slot: RefObject<HTMLElement | null>, options: RemoteRootOptions<Props>) {
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef<{ root: Root; props: Props; hydrating: boolean; onLive: () => void } | undefined>(
    undefined,
  );

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    let release: (() => void) | undefined;
    let stop: (() => void) | undefined;
    let starting = false;
    let stopped = false;
    const serverHtml = () => {
      const container = element.querySelector<HTMLElement>(`[${REMOTE_ROOT_ATTRIBUTE}]`);
      return container?.getAttribute(REMOTE_ROOT_LOCATION_ATTRIBUTE) === latest.current.address
        ? container
        : null;
    };
    const start = () => {
      if (stopped || mounted.current) return;
      const { props, tree, identifierPrefix, onMounted } = latest.current;
      const container = serverHtml();
      const hydrating = container !== null;
      const onLive = () => {
        element.setAttribute(REMOTE_ROOT_STATE_ATTRIBUTE, 'live');
        clicks?.live();
      };
      const created = mountRemoteRoot(element, container, tree(props, hydrating, onLive), identifierPrefix);
      mounted.current = { root: created.root, props, hydrating, onLive };
      release = created.release;
      onMounted?.();
    };
    const mount = () => {
      if (mounted.current || starting) return;
      stop?.();
      starting = true;
      const container = serverHtml();
      const ready = container ? latest.current.beforeHydrate?.(container) : undefined;
      if (ready) void ready.then(start, start);
      else start();
    };
    const first = serverHtml();
    const clicks = first ? holdClicksUntilLive(first, mount) : undefined;
    if (latest.current.nearViewport) stop = whenNearViewport(element, mount);
    else mount();
    return () => {
      stopped = true;
      stop?.();
      clicks?.stop();
      mounted.current = undefined;
      release?.();
    };
  }, [slot]);

  useEffect(() => {
    const current = mounted.current;
    const { props, same, tree } = latest.current;
    if (!current || same(current.props, props)) return;
    current.props = props;
    // In a transition, as the shell's own navigation is (BrowserRouter): the remote's page renders its
    // new address (a filter ticked, a page turned) in slices that yield, so the frame showing what
    // the tap changed is painted first instead of after the whole page.
    startTransition(() => current.root.render(tree(props, current.hydrating, current.onLive)));
  });
}
