import { firstViewInclude } from '@andaman/shared/remote-contract';
import { RemoteRoot } from '@andaman/shared/remote-root';
import {
  type Location,
  type Navigator,
  Router,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
} from '@andaman/shared/router';
import { hydrateSiteQueries } from '@andaman/shared/ui/query-scope';
import { type ToastCall, useToastCall } from '@andaman/shared/ui/toast';
import type { DehydratedState } from '@tanstack/react-query';
import { type ReactNode, useContext, useRef, useState } from 'react';
import { isServerRender } from '../hydration/client-only';
import { RemoteBoundary } from '../remotes/remote-boundary';
import {
  composedFirstView,
  FIRST_VIEW_SLOT_ATTRIBUTE,
  firstViewState,
  releaseComposedFirstView,
} from './first-view';
import { useRemoteRoot } from './remote-root-mount';

export interface RemoteSlotProps {
  remote: string;
  /** The path its first view is written for: the page's route pattern, or `/widgets/<name>`. */
  firstView: string;
  /** The root's `identifierPrefix`, the same as its first-view renderer's (so `useId` ids match). */
  identifierPrefix: string;
  /** For the contained fallback's title when the remote fails. */
  title: string;
  /** Changing any of these clears a previous failure. */
  resetKeys?: unknown[];
  /** What shows until the remote's code has loaded (and, on the server, until a first view is put in). */
  fallback: ReactNode;
  /** Starts the root (and downloads the remote) only once the slot is near the viewport. */
  nearViewport?: boolean;
  className?: string;
  /** The remote's page or widget. */
  children: ReactNode;
}

/** What a remote's own root renders with: the shell's router state and toast host. */
interface RootProps {
  location: Location;
  navigator: Navigator;
  navigationType: ReturnType<typeof useNavigationType>;
  toast: ((call: ToastCall) => void) | null;
  slot: RemoteSlotProps;
}

/** The remote's own React tree: the same as its first-view renderer's, inside its boundary. */
function rootTree(
  { location, navigator, navigationType, toast, slot }: RootProps,
  hydrating: boolean,
  onLive: () => void,
) {
  return (
    <RemoteBoundary remote={slot.remote} title={slot.title} resetKeys={slot.resetKeys}>
      <RemoteRoot
        hydrating={hydrating}
        toast={toast}
        fallback={slot.fallback}
        onLive={onLive}
        router={(content) => (
          <Router location={location} navigator={navigator} navigationType={navigationType}>
            {content}
          </Router>
        )}
      >
        {slot.children}
      </RemoteRoot>
    </RemoteBoundary>
  );
}

// The slot's own props are read when the root renders; it renders again when the shell's state changes.
const sameRoot = (a: RootProps, b: RootProps) =>
  a.location === b.location &&
  a.navigator === b.navigator &&
  a.navigationType === b.navigationType &&
  a.toast === b.toast;

/**
 * The data a first view rendered per request carries (a page's or a widget's queries), put into the
 * site's QueryClient before its root hydrates it: the root then renders the cards the server rendered
 * (no mismatch) and asks for none of them again.
 */
function giveFirstViewData(container: HTMLElement): Promise<void> | undefined {
  const state = firstViewState(container);
  return state === undefined ? undefined : hydrateSiteQueries(state as DehydratedState);
}

/**
 * In the browser: the slot keeps the HTML the server sent (the first view, when the serving layer
 * composed one) and the remote renders in a React root of its own inside it, following the shell's
 * router and showing toasts through the shell's host. With a first view rendered for this address,
 * that root hydrates it (nothing is rendered again over it); otherwise (no first view, another address,
 * a later visit) it renders afresh, showing `fallback` until the remote's code has loaded.
 */
function BrowserRemoteSlot(props: RemoteSlotProps) {
  const { remote, firstView, identifierPrefix, nearViewport, className } = props;
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const toast = useToastCall();
  const [html] = useState(() => composedFirstView(remote, firstView));
  const slot = useRef<HTMLDivElement>(null);
  useRemoteRoot(slot, {
    props: { location, navigator, navigationType, toast, slot: props },
    tree: rootTree,
    same: sameRoot,
    identifierPrefix,
    address: `${location.pathname}${location.search}`,
    nearViewport,
    onMounted: () => releaseComposedFirstView(remote, firstView),
    beforeHydrate: giveFirstViewData,
  });
  return (
    <div
      ref={slot}
      {...{ [FIRST_VIEW_SLOT_ATTRIBUTE]: remote }}
      data-first-view-src={firstViewInclude(remote, firstView)}
      className={className}
      // The slot's content belongs to the remote's own root: this root hydrates the element only.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The place of a remote's page or widget in a shell page. On the server (pre-rendering) it holds
 * `fallback`, which the serving layer replaces with the remote's first view
 * (shell/scripts/prerender.mjs writes it as a server-side include); in the browser the remote runs in
 * a root of its own inside it, contained by its own error boundary.
 */
export function RemoteSlot(props: RemoteSlotProps) {
  if (!isServerRender()) return <BrowserRemoteSlot {...props} />;
  const { remote, firstView, className, fallback } = props;
  return (
    <div
      {...{ [FIRST_VIEW_SLOT_ATTRIBUTE]: remote }}
      data-first-view-src={firstViewInclude(remote, firstView)}
      className={className}
    >
      {fallback}
    </div>
  );
}
