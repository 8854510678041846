import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { lazy } from 'react';

const BlogListPage = lazy(async () => ({ default: (await import('./pages/blog-list-page')).BlogListPage }));
const BlogPostPage = lazy(async () => ({ default: (await import('./pages/blog-post-page')).BlogPostPage }));

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  { path: '/blog', Component: BlogListPage },
  { path: '/blog/:id', Component: BlogPostPage },
];
