import { lazyRoute } from '@andaman/shared/lazy-route';
import { loadInSteps } from '@andaman/shared/load-in-steps';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The blog renders no antd component (its toasts theme themselves), so it loads none of antd's runtime.
  {
    path: '/blog',
    ...lazyRoute(
      () =>
        loadInSteps(
          [() => import('@andaman/shared/contracts/common'), () => import('@andaman/shared/contracts/blog')],
          () => import('./pages/blog-list-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/blog-list-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'BlogListPage',
    ),
    antdTheme: 'on-use',
    firstView: true,
  },
  // Its largest element is the post's picture: the first view is rendered per request, with the post.
  {
    path: '/blog/:id',
    ...lazyRoute(
      () =>
        loadInSteps(
          [() => import('@andaman/shared/contracts/common'), () => import('@andaman/shared/contracts/blog')],
          () => import('./pages/blog-post-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/blog-post-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'BlogPostPage',
    ),
    antdTheme: 'on-use',
    firstView: true,
    prefetch: async (params, queryClient) => (await import('./api/post')).prefetchPost(params, queryClient),
  },
];
