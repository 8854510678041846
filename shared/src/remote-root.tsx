/**
 * The React tree of a remote's page or widget in a root of its own. The remote's first-view renderer
 * renders it on the server and the shell hydrates the same tree in the browser, inside the element
 * that holds the server HTML: so the page is hydrated, not rendered again over its first view. Both
 * sides give the same `identifierPrefix` (`REMOTE_PAGE_ID_PREFIX`, `remoteWidgetIdPrefix`) so the ids
 * of `useId` match, and the tree's shape here is what makes them match: keep anything that differs
 * between the two sides (the router, the data's client) outside the markup, without elements.
 *
 * Stateless: bundled into each app; its contexts come from shared singletons.
 */

import type { RemoteRoute, RemoteWidgetModule } from '@andaman/shared/remote-contract';
import { Route, Routes } from '@andaman/shared/router';
import { HydrationScope } from '@andaman/shared/ui/hydration';
import { PageProviders } from '@andaman/shared/ui/page-providers';
import { type ToastCall, ToastCallProvider } from '@andaman/shared/ui/toast';
import { type ReactNode, StrictMode, Suspense, useEffect } from 'react';

/** `identifierPrefix` of a remote page's root (one per document). */
export const REMOTE_PAGE_ID_PREFIX = 'page-';

/** `identifierPrefix` of a remote widget's root (`widgets/holiday-packages` → `widget-holiday-packages-`). */
export const remoteWidgetIdPrefix = (widget: string): string =>
  `widget-${widget.replace(/^widgets\//, '').replace(/\W+/g, '-')}-`;

/** The path a widget's first view is written and included under: `widgets/x` → `/widgets/x`. */
export const widgetFirstViewPath = (widget: string): string => `/${widget}`;

// The first view's root element and the address it was rendered for: in remote-contract.ts (no React),
// which the shell's entry and the edge read too.
export { REMOTE_ROOT_ATTRIBUTE, REMOTE_ROOT_LOCATION_ATTRIBUTE } from '@andaman/shared/remote-contract';

export interface RemoteRootProps {
  /** True when the root hydrates server HTML (its deferred parts then wait for their moment). */
  hydrating: boolean;
  /** The router around the content: a static one on the server, the shell's location in the browser. */
  router: (content: ReactNode) => ReactNode;
  /** The site's toast host (`useToastCall` in the shell), or none on the server. */
  toast: ((call: ToastCall) => void) | null;
  /** What shows until the content's code has loaded (never on the server). */
  fallback: ReactNode;
  /** Called once the content has committed: hydrated (or rendered), so its handlers are live. */
  onLive?: () => void;
  children: ReactNode;
}

/** Calls `then` once its content has committed. It renders no element: the tree's shape (and `useId`) is unchanged. */
function WhenLive({ then, children }: { then: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => {
    then?.();
  }, [then]);
  return children;
}

/** The providers and boundaries around a remote's page or widget in its own root. */
export function RemoteRoot({ hydrating, router, toast, fallback, onLive, children }: RemoteRootProps) {
  return (
    <StrictMode>
      <HydrationScope hydrating={hydrating}>
        <ToastCallProvider value={toast}>
          <Suspense fallback={fallback}>
            <WhenLive then={onLive}>{router(children)}</WhenLive>
          </Suspense>
        </ToastCallProvider>
      </HydrationScope>
    </StrictMode>
  );
}

/**
 * A remote's page at its route, in the one provider stack of pages (`PageProviders` with the site's
 * query client; its antd parts load the theme when they first render). In the browser its code and
 * TanStack Query's runtime download side by side.
 */
export function RemotePageContent({ route: page }: { route: RemoteRoute }) {
  // Idempotent, so it can run while rendering: the provider would otherwise suspend before the page's
  // own code is even asked for.
  if (typeof document !== 'undefined') page.preload?.().catch(() => undefined);
  return (
    <Routes>
      <Route
        path={page.path}
        element={
          <PageProviders queries>
            <page.Component />
          </PageProviders>
        }
      />
    </Routes>
  );
}

/**
 * A remote's widget (a section of a shell page), in the one provider stack of pages (the site's query
 * client and antd's theme: a widget may render antd, a carousel say). In the browser both download
 * beside its code.
 */
export function RemoteWidgetContent({ Widget }: { Widget: RemoteWidgetModule['default'] }) {
  return (
    <PageProviders queries antd>
      <Widget />
    </PageProviders>
  );
}
