import { useLocation } from '@andaman/shared/router';

/** Skeleton page: names its remote and route until the feature is built. */
export function BlogListPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="blog" style={{ padding: 24 }}>
      <h1>Blog</h1>
      <p>Served by the blog remote for the route /blog (you are on {pathname}).</p>
    </section>
  );
}
