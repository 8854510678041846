import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/**
 * The pages this remote owns; the shell mounts each at its path inside the site layout. The one source
 * of this remote's paths: the run-time configuration and the performance budgets are checked against it
 * (`describeRemoteRoutes` in routes.test.tsx).
 */
export const routes: RemoteRoute[] = [
  // Rendered per request with the page of posts and the categories the address's query asks for.
  {
    path: '/blog',
    ...lazyRoute(() => import('./pages/blog-list-page'), 'BlogListPage'),
    firstView: true,
    prefetch: async (params, queryClient, search) =>
      (await import('./api/post-list')).prefetchPostList(params, queryClient, search),
  },
  // Its largest element is the post's picture: the first view is rendered per request, with the post.
  {
    path: '/blog/:id',
    ...lazyRoute(() => import('./pages/blog-post-page'), 'BlogPostPage'),
    firstView: true,
    prefetch: async (params, queryClient) => (await import('./api/post')).prefetchPost(params, queryClient),
  },
];
