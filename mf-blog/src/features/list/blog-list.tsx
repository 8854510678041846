import { isApiError } from '@andaman/shared/api-client/api-error';
import { Link } from '@andaman/shared/router';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { offScreenItems } from '@andaman/shared/ui/off-screen';
import type { ReactNode } from 'react';
import { useCategories } from '../../api/categories';
import { postListFilters, usePosts } from '../../api/post-list';
import {
  type ListParams,
  listSearch,
  pager,
  withCategory,
  withPage,
  withSearch,
} from '../../domain/list-params';
import { categoryOptions } from '../../domain/post-view';
import styles from './blog-list.module.css';
import { CategoryFilter, Pager, SearchBox } from './list-filters';
import { PostCard } from './post-card';

export interface BlogListProps {
  /** What the URL asks for. */
  params: ListParams;
  /** Writes new list parameters to the URL. */
  onChange: (params: ListParams) => void;
}

/** WordPress's answer to a page past the last one. */
const INVALID_PAGE_CODE = 'rest_post_invalid_page_number';

/** About a post card's height on a phone: the room kept for each while it is off screen. */
const POST_CARD_ROOM_PX = 420;

/**
 * `/blog` (rule blog.route.list): search, categories, 8 cards a page and Previous / Next. A new category or
 * search goes back to page 1; an empty result and a failed load say so plainly.
 */
export function BlogList({ params, onChange }: BlogListProps) {
  const posts = usePosts(postListFilters(params));
  const categories = useCategories();
  const options = categoryOptions(categories.data ?? []);
  const filtered = params.cat !== undefined || params.q !== '';

  // The first view waits for the categories too, and shows the notice in place of the filters' chips
  // and the posts: inserting the chips above already-shown posts pushed them down (CLS 0.09 on a phone).
  if (posts.isPending || categories.isPending) {
    return (
      <div className={styles.layout}>
        <div className={styles.filters}>
          <SearchBox query={params.q} onSearch={(q) => onChange(withSearch(params, q))} />
        </div>
        <p role="status" className={styles.notice}>
          Loading posts…
        </p>
      </div>
    );
  }

  let results: ReactNode;
  if (posts.isError && isApiError(posts.error) && posts.error.code === INVALID_PAGE_CODE) {
    results = (
      <div role="status" className={styles.notice}>
        <p className={styles.noticeTitle}>There is no page {params.page} of posts.</p>
        <Link to={`/blog${listSearch(withPage(params, 1))}`} className={styles.textLink}>
          Go to the first page
        </Link>
      </div>
    );
  } else if (posts.isError) {
    results = (
      <div role="alert" className={styles.notice}>
        <p className={styles.noticeTitle}>We could not load the blog posts.</p>
        <p>Please check your connection and try again.</p>
        <ActionButton variant="primary" onClick={() => void posts.refetch()}>
          Try again
        </ActionButton>
      </div>
    );
  } else if (posts.data.cards.length === 0) {
    results = (
      <div role="status" className={styles.notice}>
        <p className={styles.noticeTitle}>No posts found</p>
        {filtered ? <p>Try another search or category.</p> : null}
      </div>
    );
  } else {
    const { hasPrevious, hasNext } = pager(params.page, posts.data.totalPages);
    results = (
      <>
        <p className={styles.count} role="status">
          {/* The previous page's cards stay while the next loads: its count would not match the new query. */}
          {posts.isPlaceholderData
            ? 'Loading posts…'
            : `${posts.data.total === 1 ? '1 post' : `${posts.data.total} posts`}${
                params.q === '' ? '' : ` for \u201c${params.q}\u201d`
              }`}
        </p>
        <div
          {...offScreenItems(styles.grid, POST_CARD_ROOM_PX)}
          aria-busy={posts.isPlaceholderData || undefined}
        >
          {posts.data.cards.map((card) => (
            <PostCard key={card.id} card={card} />
          ))}
        </div>
        <Pager
          page={params.page}
          totalPages={posts.data.totalPages}
          hasPrevious={hasPrevious}
          hasNext={hasNext}
          onPage={(page) => onChange(withPage(params, page))}
        />
      </>
    );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
        <SearchBox query={params.q} onSearch={(q) => onChange(withSearch(params, q))} />
        {options.length > 0 ? (
          <CategoryFilter
            categories={options}
            current={params.cat}
            onChange={(cat) => onChange(withCategory(params, cat))}
          />
        ) : null}
      </div>
      <section aria-label="Posts" className={styles.results}>
        {results}
      </section>
    </div>
  );
}
