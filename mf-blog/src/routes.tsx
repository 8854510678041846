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
  {
    path: '/blog/:id',
    ...lazyRoute(() => import('./pages/blog-post-page'), 'BlogPostPage'),
    antdTheme: 'on-use',
  },
];
