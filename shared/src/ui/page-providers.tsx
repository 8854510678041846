import { AntdTheme, preloadAntdTheme } from '@andaman/shared/ui/antd-theme';
import { preloadQueryRuntime, QueryScope } from '@andaman/shared/ui/query-scope';
import type { ReactNode } from 'react';

export interface PageProvidersProps {
  /** The page fetches: TanStack Query's runtime and the site's QueryClient (`QueryScope`). */
  queries?: boolean;
  /**
   * The page renders antd components outside a part that brings the theme itself (`AntdTheme`). A remote
   * page never does: its antd parts (the date fields' pickers, `AutoCarousel`, dialogs) load the theme
   * when they first render.
   */
  antd?: boolean;
  children: ReactNode;
}

/**
 * The one provider stack around a page or a widget, below the site's `SiteProviders` (or `AppProviders`):
 * the shell's own pages, every remote page and every widget are rendered in it. What a page does not use
 * is not downloaded; what it uses starts downloading as this renders, beside the page's own code. It
 * suspends while those runtimes load: render it under a `Suspense` boundary.
 */
export function PageProviders({ queries = false, antd = false, children }: PageProvidersProps) {
  // Idempotent, so it can run while rendering: each provider would otherwise suspend before the page's
  // own code is even asked for.
  if (queries) preloadQueryRuntime();
  if (antd) preloadAntdTheme();
  const content = queries ? <QueryScope>{children}</QueryScope> : children;
  return antd ? <AntdTheme>{content}</AntdTheme> : content;
}
