import { REMOTE_ROOT_ATTRIBUTE, REMOTE_ROOT_LOCATION_ATTRIBUTE } from '@andaman/shared/remote-root';
import { NEAR_VIEWPORT_MARGIN } from '@andaman/shared/ui/hydration';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** A hydration mismatch in a remote's root (its first view and its page disagree) is worth an error. */
function onRecoverableError(error: unknown) {
  console.error('[shell] hydration of a remote root', error);
}

/**
 * On a remote's slot, `live` once its root's content has committed (hydrated or rendered: its handlers
 * work). The e2e suite waits for it, as a traveller's input would (forms are inert until then).
 */
export const REMOTE_ROOT_STATE_ATTRIBUTE = 'data-remote-root-state';

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
    root = hydrateRoot(container, tree, { identifierPrefix, onRecoverableError });
  } else {
    // An element of its own: the slot's content (set by the shell's root) is not the new root's container.
    const host = document.createElement('div');
    host.style.display = 'contents';
    slot.replaceChildren(host);
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

/** What a click on server HTML that is not live yet is held for: the controls whose handlers React attaches. */
const HELD_CLICK_TARGETS = 'button, [role="button"], [role="tab"], summary';

/** A held click is tried again every 100 ms while the part still waits for its code, 150 times at most. */
const HELD_CLICK_RETRY_MS = 100;
const HELD_CLICK_TRIES = 150;

/**
 * Holds a click on a control of the server HTML in `container` until its root is live, then clicks that
 * control again until React lets it through (React stops a click aimed at a part still waiting for its
 * code before it reaches its target, and does not replay it): without this a visitor's first tap would
 * be lost. Hydration keeps the server's elements; where React rendered the part afresh instead, the
 * control with the same text is clicked. Plain links are not held: they work as they are; nor is anything
 * rendered later (a fallback's button). `reached` is called on a held click (to start the root at once).
 * It listens on the window, in the capture phase: before the listener of the shell's root, which stops a
 * click aimed at a remote's root that is still hydrating.
 */
function holdClicksUntilLive(container: HTMLElement, reached: () => void) {
  const controls = new Set(container.querySelectorAll(HELD_CLICK_TARGETS));
  let held: HTMLElement | undefined;
  let text: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest?.<HTMLElement>(HELD_CLICK_TARGETS);
    if (!target || !controls.has(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    text = target.textContent;
    reached();
  };
  window.addEventListener('click', onClick, true);
  const stop = () => {
    clearTimeout(retry);
    window.removeEventListener('click', onClick, true);
  };
  const replay = (tries: number) => {
    const target = held?.isConnected
      ? held
      : [...container.querySelectorAll<HTMLElement>(HELD_CLICK_TARGETS)].find(
          (control) => control.textContent === text,
        );
    if (!target || !tries) return;
    let reachedTarget = false;
    const mark = () => {
      reachedTarget = true;
    };
    target.addEventListener('click', mark, { capture: true, once: true });
    target.click();
    target.removeEventListener('click', mark, { capture: true });
    if (!reachedTarget) retry = setTimeout(() => replay(tries - 1), HELD_CLICK_RETRY_MS);
  };
  return {
    stop,
    // After the commit that made it live, not inside it: that commit's effects are still running.
    live: () => {
      stop();
      if (held) retry = setTimeout(() => replay(HELD_CLICK_TRIES), 0);
    },
  };
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
    const serverHtml = () => {
      const container = element.querySelector<HTMLElement>(`[${REMOTE_ROOT_ATTRIBUTE}]`);
      return container?.getAttribute(REMOTE_ROOT_LOCATION_ATTRIBUTE) === latest.current.address
        ? container
        : null;
    };
    const mount = () => {
      if (mounted.current) return;
      stop?.();
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
    const first = serverHtml();
    const clicks = first ? holdClicksUntilLive(first, mount) : undefined;
    if (latest.current.nearViewport) stop = whenNearViewport(element, mount);
    else mount();
    return () => {
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
    current.root.render(tree(props, current.hydrating, current.onLive));
  });
}
