import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { HELD_PART_CLICK_TARGETS, type HeldClicks, holdClicksUntilLive } from './held-clicks';
import { IDLE_TIMEOUT_MS, onIdle } from './idle';

/**
 * Hydrating server HTML part by part. A React root that starts from server HTML (the shell's page, a
 * remote page's first view) is marked with `HydrationScope`; below it, `HydrateWhen` keeps a part's
 * server HTML as it is (visible, its links and forms working) and hydrates it only when it is needed:
 * when it comes near the viewport, when the browser is idle after load, or when the visitor reaches
 * for it. A part whose code is a `lazy` component downloads that code only then. A shared singleton:
 * the shell marks the roots, and a remote's parts read the same context.
 */

/** Whether the root is still in its first render, the one that hydrates its server HTML. */
interface HydrationState {
  hydrating: boolean;
}

const HydrationContext = createContext<HydrationState>({ hydrating: false });

/**
 * Marks a root that hydrates server HTML (`hydrating`), until its first commit: a `HydrateWhen`
 * rendered later (a client render: a new search, a navigation) renders at once.
 */
export function HydrationScope({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [state] = useState<HydrationState>(() => ({ hydrating }));
  useLayoutEffect(() => {
    state.hydrating = false;
  }, [state]);
  return <HydrationContext value={state}>{children}</HydrationContext>;
}

/**
 * `false` on the server and in a component's first render in the browser (which may hydrate server
 * HTML), `true` from its next render: what depends on the browser (the address's origin, storage)
 * renders after hydration, so server HTML and the first render in the browser agree. The switch is a
 * transition (interruptible), not a synchronous render.
 */
export function useIsHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/**
 * The props of a form that comes in server HTML: `inert` until it has hydrated, so nothing is typed
 * into it before it is live (React would not see what was typed, and its state would differ from
 * what shows). Spread them on the `<form>`.
 */
export function useInertUntilHydrated(): { inert: boolean } {
  const { hydrating } = useContext(HydrationContext);
  // Only a form that hydrates server HTML waits: one rendered in the browser is live at once.
  const [waiting, setWaiting] = useState(hydrating);
  useEffect(() => setWaiting(false), []);
  return { inert: waiting };
}

/** The site's origin once hydrated; `undefined` on the server and while hydrating. */
export function useSiteOrigin(): string | undefined {
  return useIsHydrated() ? window.location.origin : undefined;
}

/** Events that mean the visitor is reaching for the page (or a part of it). */
const INTERACTION_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart'] as const;

export { IDLE_TIMEOUT_MS };

/** How far below (or above) the viewport a part starts hydrating, so it is ready when it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

let idle: Promise<void> | undefined;

/**
 * Settles once the page has loaded and the browser is idle, or as soon as the visitor interacts
 * anywhere (pointer, key, focus, touch, wheel), whichever comes first.
 */
export function afterLoadAndIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const events = [...INTERACTION_EVENTS, 'wheel'] as const;
    const open = () => {
      for (const type of events) window.removeEventListener(type, open, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, open, { capture: true, passive: true });
    const whenIdle = () => onIdle(open);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return idle;
}

/** When a part hydrates: near the viewport, on idle after load, or when the visitor reaches for it. */
export type HydrateTrigger = 'visible' | 'idle' | 'interaction';

/**
 * A promise opened once, by whichever trigger comes first. Opening marks it settled the way React's
 * `use` reads a settled promise, so a render in the same task (an update that hydrates the part at
 * once) goes on instead of waiting for the promise's callbacks.
 */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = {
    open: false,
    waited: false,
    opened,
    openNow: () => {},
    /** The clicks held until the part is live, if it waits for its moment. */
    held: undefined as HeldClicks | undefined,
  };
  state.openNow = () => {
    if (state.open) return;
    state.open = true;
    Object.assign(opened, { status: 'fulfilled', value: undefined });
    open();
  };
  return state;
}

function Gate({ state, children }: { state: ReturnType<typeof gate>; children: ReactNode }) {
  // Once it has waited, it reads the promise on every render (then settled: React goes on at once), so
  // a render retried after the wait reads it as the one that waited did.
  if (!state.open || state.waited) {
    state.waited = true;
    use(state.opened);
  }
  return children;
}

/** Rendered after a part's content: its effect runs once the part has committed (hydrated: live). */
function PartLive({ state }: { state: ReturnType<typeof gate> }) {
  useEffect(() => {
    state.held?.live();
  }, [state]);
  return null;
}

/** On a `HydrateWhen`'s wrapper: the part's `useId`, by which its render in the browser finds its server HTML. */
const PART_ATTRIBUTE = 'data-hydrate-part';

/** Whether the document holds the server HTML of the part `id` (not yet hydrated, or being hydrated). */
function hasServerHtml(id: string): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`[${PART_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null
  );
}

export interface HydrateWhenProps {
  when: HydrateTrigger;
  children: ReactNode;
}

/**
 * A part of the page whose server HTML hydrates `when` it is needed (`visible`: within
 * `NEAR_VIEWPORT_MARGIN` of the viewport; `idle`: after load, when the browser is idle; `interaction`:
 * a pointer over it, a touch, a focus or a key in it; every trigger also opens on an interaction with
 * the part itself). Until then React keeps the server HTML as it is. Reaching for the part (a pointer
 * down, a touch, a focus) opens it before the click comes, so React hydrates it at the click when its
 * code is there; a click before a lazy part's code has arrived (React drops it) is held and given again
 * once the part is live (`holdClicksUntilLive`). On the server, and in a client render, it
 * renders `children` at once. Its wrapper element takes no box (`display: contents`).
 */
export function HydrateWhen({ when, children }: HydrateWhenProps) {
  const { hydrating } = useContext(HydrationContext);
  // `useId` is the same on the server and in the render that hydrates, so the part finds its server
  // HTML. That, not the root's first commit, says it hydrates: a part inside a lazy page hydrates after
  // the root's first commit (its code arrives later), and must wait for its moment all the same.
  const part = useId();
  const [state] = useState(() => {
    const created = gate();
    if (!hydrating && !hasServerHtml(part)) created.openNow();
    return created;
  });
  const wrapper = useRef<HTMLDivElement>(null);
  // Rendered again before its moment (new props from above): it hydrates now, since React would
  // otherwise render the part afresh over its server HTML, showing nothing until the moment came.
  const committed = useRef(false);
  if (committed.current && !state.open) state.openNow();
  useEffect(() => {
    committed.current = true;
  });
  useEffect(() => {
    const element = wrapper.current;
    if (state.open || !element) return;
    const cleanups: (() => void)[] = [];
    const open = () => {
      state.openNow();
      for (const cleanup of cleanups) cleanup();
    };
    // On the document, in the capture phase: React's own listener, on the root's container, stops an
    // event aimed at a part it has not hydrated yet (it hydrates the part at once if it can, and drops
    // the event if it cannot).
    const reached = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    // A click that comes before the part's code (a lazy part) is held, and given again once it is live.
    state.held = holdClicksUntilLive(element, open, HELD_PART_CLICK_TARGETS);
    // A box of the part focused before any of the page's code ran (tapped as soon as it showed): reached.
    if (document.activeElement && element.contains(document.activeElement)) {
      open();
      return () => state.held?.stop();
    }
    for (const type of INTERACTION_EVENTS) {
      document.addEventListener(type, reached, { capture: true, passive: true });
      cleanups.push(() => document.removeEventListener(type, reached, true));
    }
    if (when === 'idle') void afterLoadAndIdle().then(open);
    if (when === 'visible') {
      const targets = [...element.children];
      if (typeof IntersectionObserver === 'undefined' || targets.length === 0) open();
      else {
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) open();
          },
          { rootMargin: NEAR_VIEWPORT_MARGIN },
        );
        for (const target of targets) observer.observe(target);
        cleanups.push(() => observer.disconnect());
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
      state.held?.stop();
    };
  }, [state, when]);
  return (
    <div
      ref={wrapper}
      data-hydrate-when={when}
      {...{ [PART_ATTRIBUTE]: part }}
      style={{ display: 'contents' }}
    >
      <Suspense fallback={null}>
        <Gate state={state}>{children}</Gate>
        <PartLive state={state} />
      </Suspense>
    </div>
  );
}
