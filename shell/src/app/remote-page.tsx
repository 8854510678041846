import { type RemoteRoutesModule, ROUTES_EXPOSE } from '@andaman/shared/remote-contract';
import { REMOTE_PAGE_ID_PREFIX, RemotePageContent } from '@andaman/shared/remote-root';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { use } from 'react';
import { isServerRender } from '../hydration/client-only';
import { RemoteUnavailableError, remoteModules } from '../remotes/remote-modules';
import { RemoteSlot } from './remote-slot';

interface RemotePageProps {
  remote: string;
  /** The route pattern the shell matched; the remote's route object with the same path renders. */
  path: string;
}

function RouteOfRemote({ remote, path }: RemotePageProps) {
  const moduleId = `${remote}/${ROUTES_EXPOSE}`;
  const { routes } = use(remoteModules.get<RemoteRoutesModule>(moduleId));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteUnavailableError(`${moduleId} (no page for ${path})`);
  return <RemotePageContent route={route} />;
}

/**
 * A page owned by a remote, loaded on first visit, in a root of its own that hydrates the page's first
 * view when the serving layer composed one for this address (`RemoteSlot`), else renders it with the
 * loading overlay until its code has loaded.
 */
export function RemotePage({ remote, path }: RemotePageProps) {
  // Asked for at once, before the page's root exists; a failure shows in the root's boundary.
  if (!isServerRender())
    remoteModules.get<RemoteRoutesModule>(`${remote}/${ROUTES_EXPOSE}`).catch(() => undefined);
  return (
    <RemoteSlot
      remote={remote}
      firstView={path}
      identifierPrefix={REMOTE_PAGE_ID_PREFIX}
      title="This page"
      resetKeys={[path]}
      fallback={<LoadingOverlay />}
    >
      <RouteOfRemote remote={remote} path={path} />
    </RemoteSlot>
  );
}
