import { type RemoteRoutesModule, ROUTES_EXPOSE } from '@andaman/shared/remote-contract';
import { AntdTheme, preloadAntdTheme } from '@andaman/shared/ui/antd-theme';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { Suspense, use } from 'react';
import { isServerRender, RenderInBrowser } from './client-only';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailableError, remoteModules } from './remote-modules';

interface RemotePageProps {
  remote: string;
  /** The route pattern the shell matched; the remote's route object with the same path renders. */
  path: string;
}

function RemotePageContent({ remote, path }: RemotePageProps) {
  const moduleId = `${remote}/${ROUTES_EXPOSE}`;
  const { routes } = use(remoteModules.get<RemoteRoutesModule>(moduleId));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteUnavailableError(`${moduleId} (no page for ${path})`);
  return <route.Component />;
}

/** A page owned by a remote, loaded on first visit and contained by its own error boundary. */
export function RemotePage({ remote, path }: RemotePageProps) {
  // The remote's routes and antd's theme download side by side, not one after the other: the content
  // below renders (and would only then ask for the routes) once the theme has loaded. Caught here only
  // to mark it handled; the content's `use` still sees a failure and the boundary shows it.
  // Pre-rendering leaves a remote's content to the browser: the HTML holds this boundary's fallback.
  const server = isServerRender();
  if (!server) {
    preloadAntdTheme();
    remoteModules.get<RemoteRoutesModule>(`${remote}/${ROUTES_EXPOSE}`).catch(() => undefined);
  }
  return (
    <RemoteBoundary remote={remote} title="This page" resetKeys={[path]}>
      <Suspense fallback={<LoadingOverlay />}>
        {server ? (
          <RenderInBrowser />
        ) : (
          <AntdTheme>
            <RemotePageContent remote={remote} path={path} />
          </AntdTheme>
        )}
      </Suspense>
    </RemoteBoundary>
  );
}
