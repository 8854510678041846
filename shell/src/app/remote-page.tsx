import { type RemoteRoutesModule, ROUTES_EXPOSE } from '@andaman/shared/remote-contract';
import { PageProviders } from '@andaman/shared/ui/page-providers';
import { use } from 'react';
import { ClientOnly, isServerRender } from '../hydration/client-only';
import { RemoteBoundary } from '../remotes/remote-boundary';
import { RemoteUnavailableError, remoteModules } from '../remotes/remote-modules';
import { RemotePageFallback, useReleaseComposedFirstView } from './first-view';

interface RemotePageProps {
  remote: string;
  /** The route pattern the shell matched; the remote's route object with the same path renders. */
  path: string;
}

function RemotePageContent({ remote, path }: RemotePageProps) {
  const moduleId = `${remote}/${ROUTES_EXPOSE}`;
  const { routes } = use(remoteModules.get<RemoteRoutesModule>(moduleId));
  useReleaseComposedFirstView();
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteUnavailableError(`${moduleId} (no page for ${path})`);
  // The page's code and TanStack Query's runtime download side by side: the provider suspends until its
  // module has loaded, and only then would the page's lazy module be asked for. (Idempotent, so it can
  // run while rendering.)
  route.preload?.().catch(() => undefined);
  return (
    <PageProviders queries>
      <route.Component />
    </PageProviders>
  );
}

/** A page owned by a remote, loaded on first visit and contained by its own error boundary. */
export function RemotePage({ remote, path }: RemotePageProps) {
  // Caught here only to mark it handled; the content's `use` still sees a failure and the boundary
  // shows it. Pre-rendering leaves a remote's content to the browser: the HTML holds the fallback, a
  // slot the serving layer may fill with the page's first view.
  if (!isServerRender()) {
    remoteModules.get<RemoteRoutesModule>(`${remote}/${ROUTES_EXPOSE}`).catch(() => undefined);
  }
  return (
    <RemoteBoundary remote={remote} title="This page" resetKeys={[path]}>
      <ClientOnly fallback={<RemotePageFallback remote={remote} path={path} />}>
        <RemotePageContent remote={remote} path={path} />
      </ClientOnly>
    </RemoteBoundary>
  );
}
