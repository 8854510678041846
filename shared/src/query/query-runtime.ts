/**
 * TanStack Query's runtime and the site's one QueryClient, loaded on use by `ui/query-scope` (the
 * first page part that fetches), so the pages that fetch nothing (about, the policies) download none of it.
 */
import { createQueryClient } from '@andaman/shared/query/query-client';

export { hydrate, QueryClientProvider } from '@tanstack/react-query';

/** The site's QueryClient: one cache for the shell and every remote page. */
export const siteQueryClient = createQueryClient();
