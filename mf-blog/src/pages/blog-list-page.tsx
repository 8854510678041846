import { useNavigate, useSearchParams } from '@andaman/shared/router';
import { PageHero } from '@andaman/shared/ui/page-hero';
import { type ListParams, listSearch, readListParams } from '../domain/list-params';
import { BlogList } from '../features/list/blog-list';

/** `/blog?page&cat&q`: the travel blog's list (rule blog.route.list). */
export function BlogListPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = readListParams(search);
  const show = (next: ListParams) => navigate({ pathname: '/blog', search: listSearch(next) });
  return (
    <div data-remote="blog">
      <title>Andaman Travel Blog | Guides, Beaches, Ferry Tips</title>
      <meta
        name="description"
        content="Guides to the Andaman Islands: the best time to visit, beaches of Havelock and Neil Island, ferry tips, diving and itineraries."
      />
      <PageHero
        title="Andaman Travel Blog"
        subtitle="Guides, beaches, ferry tips and itineraries from our island experts."
        size="compact"
      />
      <BlogList params={params} onChange={show} />
    </div>
  );
}
