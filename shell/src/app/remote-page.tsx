import { firstViewInclude, type RemoteRoutesModule, ROUTES_EXPOSE } from '@andaman/shared/remote-contract';
import { REMOTE_PAGE_ID_PREFIX, RemotePageContent, RemoteRoot } from '@andaman/shared/remote-root';
import {
  type Location,
  type Navigator,
  Router,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
} from '@andaman/shared/router';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { type ToastCall, useToastCall } from '@andaman/shared/ui/toast';
import { use, useContext, useRef, useState } from 'react';
import { isServerRender } from '../hydration/client-only';
import { RemoteBoundary } from '../remotes/remote-boundary';
import { RemoteUnavailableError, remoteModules } from '../remotes/remote-modules';
import { composedFirstView, FIRST_VIEW_SLOT_ATTRIBUTE, releaseComposedFirstView } from './first-view';
import { useRemoteRoot } from './remote-root-mount';

interface RemotePageProps {
  remote: string;
  /** The route pattern the shell matched; the remote's route object with the same path renders. */
  path: string;
}

/** What the page's own root renders with: the shell's router state and toast host. */
interface PageRootProps extends RemotePageProps {
  location: Location;
  navigator: Navigator;
  navigationType: ReturnType<typeof useNavigationType>;
  toast: ((call: ToastCall) => void) | null;
}

function RouteOfRemote({ remote, path }: RemotePageProps) {
  const moduleId = `${remote}/${ROUTES_EXPOSE}`;
  const { routes } = use(remoteModules.get<RemoteRoutesModule>(moduleId));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteUnavailableError(`${moduleId} (no page for ${path})`);
  return <RemotePageContent route={route} />;
}

/** The remote page's own React tree: the same as its first-view renderer's, inside its boundary. */
function pageTree(
  { remote, path, location, navigator, navigationType, toast }: PageRootProps,
  hydrating: boolean,
) {
  return (
    <RemoteBoundary remote={remote} title="This page" resetKeys={[path]}>
      <RemoteRoot
        hydrating={hydrating}
        toast={toast}
        fallback={<LoadingOverlay />}
        router={(content) => (
          <Router location={location} navigator={navigator} navigationType={navigationType}>
            {content}
          </Router>
        )}
      >
        <RouteOfRemote remote={remote} path={path} />
      </RemoteRoot>
    </RemoteBoundary>
  );
}

const sameRoot = (a: PageRootProps, b: PageRootProps) =>
  a.location === b.location &&
  a.navigator === b.navigator &&
  a.navigationType === b.navigationType &&
  a.toast === b.toast;

/**
 * A remote page in the browser: the slot keeps the HTML the server sent (the page's first view, when
 * the serving layer composed one) and the page renders in a React root of its own inside it. With a
 * first view rendered for this address, that root hydrates it (nothing is rendered again over it, and
 * its parts below the fold hydrate when they are needed); otherwise (no first view, another address,
 * a later visit) it renders the page, showing the loading overlay until its code has loaded. The root
 * follows the shell's router and shows toasts through the shell's host.
 */
function BrowserRemotePage({ remote, path }: RemotePageProps) {
  // Asked for at once, before the page's root exists; a failure shows in the root's boundary.
  remoteModules.get<RemoteRoutesModule>(`${remote}/${ROUTES_EXPOSE}`).catch(() => undefined);
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const toast = useToastCall();
  const [html] = useState(() => composedFirstView(remote, path));
  const slot = useRef<HTMLDivElement>(null);
  useRemoteRoot(slot, {
    props: { remote, path, location, navigator, navigationType, toast },
    tree: pageTree,
    same: sameRoot,
    identifierPrefix: REMOTE_PAGE_ID_PREFIX,
    address: `${location.pathname}${location.search}`,
    onMounted: () => releaseComposedFirstView(remote, path),
  });
  return (
    <div
      ref={slot}
      {...{ [FIRST_VIEW_SLOT_ATTRIBUTE]: remote }}
      data-first-view-src={firstViewInclude(remote, path)}
      // The slot's content belongs to the page's own root: this root hydrates the element only.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A page owned by a remote, loaded on first visit and contained by its own error boundary. On the
 * server (pre-rendering) it is a slot holding the loading overlay, which the serving layer replaces
 * with the page's first view (shell/scripts/prerender.mjs writes it as a server-side include).
 */
export function RemotePage({ remote, path }: RemotePageProps) {
  if (!isServerRender()) return <BrowserRemotePage remote={remote} path={path} />;
  return (
    <div {...{ [FIRST_VIEW_SLOT_ATTRIBUTE]: remote }} data-first-view-src={firstViewInclude(remote, path)}>
      <LoadingOverlay />
    </div>
  );
}
