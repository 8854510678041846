import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The blog renders no antd component (its toasts theme themselves), so it loads none of antd's runtime.
  {
    path: '/blog',
    ...lazyRoute(() => import('./pages/blog-list-page'), 'BlogListPage'),
    antdTheme: 'on-use',
    firstView: true,
  },
  // Its largest element is the post's picture: the first view is rendered per request, with the post.
  {
    path: '/blog/:id',
    ...lazyRoute(() => import('./pages/blog-post-page'), 'BlogPostPage'),
    antdTheme: 'on-use',
    firstView: true,
    prefetch: async (params, queryClient) => (await import('./api/post')).prefetchPost(params, queryClient),
  },
];
