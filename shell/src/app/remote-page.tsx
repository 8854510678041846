import { type RemoteRoutesModule, ROUTES_EXPOSE } from '@andaman/shared/remote-contract';
import { AntdTheme, preloadAntdTheme } from '@andaman/shared/ui/antd-theme';
import { preloadQueryRuntime, QueryScope } from '@andaman/shared/ui/query-scope';
import { Suspense, use } from 'react';
import { isServerRender, RenderInBrowser } from './client-only';
import { RemotePageFallback, useReleaseComposedFirstView } from './first-view';
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
  useReleaseComposedFirstView();
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteUnavailableError(`${moduleId} (no page for ${path})`);
  // The page's code, TanStack Query's runtime and (unless the page loads it on use) antd's theme
  // download side by side: each provider suspends until its module has loaded, and only then would
  // the page's lazy module be asked for. (Idempotent, so it can run while rendering.)
  route.preload?.().catch(() => undefined);
  preloadQueryRuntime();
  const page = (
    <QueryScope>
      <route.Component />
    </QueryScope>
  );
  if (route.antdTheme === 'on-use') return page;
  preloadAntdTheme();
  return <AntdTheme>{page}</AntdTheme>;
}

/** A page owned by a remote, loaded on first visit and contained by its own error boundary. */
export function RemotePage({ remote, path }: RemotePageProps) {
  // Caught here only to mark it handled; the content's `use` still sees a failure and the boundary
  // shows it. Whether the page needs antd's theme is known once its routes have loaded (`antdTheme`).
  // Pre-rendering leaves a remote's content to the browser: the HTML holds this boundary's fallback,
  // a slot the serving layer may fill with the page's first view.
  const server = isServerRender();
  if (!server) remoteModules.get<RemoteRoutesModule>(`${remote}/${ROUTES_EXPOSE}`).catch(() => undefined);
  return (
    <RemoteBoundary remote={remote} title="This page" resetKeys={[path]}>
      <Suspense fallback={<RemotePageFallback remote={remote} path={path} />}>
        {server ? <RenderInBrowser /> : <RemotePageContent remote={remote} path={path} />}
      </Suspense>
    </RemoteBoundary>
  );
}
