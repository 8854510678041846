/**
 * Node bundle entry (built per remote by shared/build/first-views.mjs): renders the first view of each
 * of the remote's routes declared `firstView`, with the providers the shell gives a remote page, at
 * the route's own path. A page's data hooks render their pending state (nothing is fetched at build
 * time) and its deferred parts their placeholders.
 */
import { createQueryClient } from '@andaman/shared/query/query-client';
import { firstViewFile, type RemoteRoute } from '@andaman/shared/remote-contract';
import { StaticRouter } from '@andaman/shared/router-server';
import { AppProviders } from '@andaman/shared/ui/app-providers';
import { routes } from '@first-view/routes';
import { StrictMode } from 'react';
import { errorText, prerenderToString } from '../prerender-react';

// The contract's names, for the script that writes the files (shared/build/first-views.mjs).
export { FIRST_VIEW_DIR, FIRST_VIEW_OF_ATTRIBUTE } from '@andaman/shared/remote-contract';

export interface RenderedFirstView {
  path: string;
  /** Where it is written under `FIRST_VIEW_DIR` (`firstViewFile`). */
  file: string;
  /** React's output: hoisted metadata, then the page's markup. */
  html: string;
  errors: string[];
}

async function render(route: RemoteRoute): Promise<RenderedFirstView> {
  await route.preload?.();
  const errors: string[] = [];
  const html = await prerenderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location={route.path}>
          <route.Component />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    (error) => {
      errors.push(errorText(error));
      return undefined;
    },
  );
  return { path: route.path, file: firstViewFile(route.path), html, errors };
}

export async function renderFirstViews(): Promise<RenderedFirstView[]> {
  const rendered: RenderedFirstView[] = [];
  for (const route of routes.filter((candidate) => candidate.firstView)) {
    if (route.path.includes(':')) {
      rendered.push({
        path: route.path,
        file: firstViewFile(route.path),
        html: '',
        errors: ['a first view needs a path without parameters'],
      });
    } else {
      rendered.push(await render(route));
    }
  }
  return rendered;
}
