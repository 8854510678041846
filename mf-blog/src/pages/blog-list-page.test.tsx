import { createTestQueryClient, renderWithProviders } from '@andaman/shared/testing/render';
import { act, screen, within } from '@testing-library/react';
import { PLACEHOLDER_IMAGE } from '../domain/post-view';
import { routes } from '../routes';
import { buildCategory, buildPost } from '../testing/blog-builders';
import { type FakeWordPress, fakeWordPress } from '../testing/fake-wordpress';
import { BlogListPage } from './blog-list-page';

// 19 posts: pages of 8, 8 and 3. Posts 101-105 are "Beaches" (3), the others "Ferry Tips" (4).
const posts = Array.from({ length: 19 }, (_, index) =>
  buildPost({ id: 101 + index, categories: [index < 5 ? 3 : 4], title: { rendered: `Post ${101 + index}` } }),
);
const categories = [buildCategory(3, 'Beaches', 5), buildCategory(4, 'Ferry Tips &amp; Tricks', 14)];

let fake: FakeWordPress;
let restore: () => void;

beforeEach(() => {
  ({ fake, restore } = fakeWordPress({ posts, categories }));
});
afterEach(() => restore());

const renderList = (route = '/blog') => renderWithProviders(<BlogListPage />, { route, path: '/blog' });

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const lastPostsQuery = () => {
  const url = fake.requests.filter((request) => request.pathname.endsWith('/posts')).at(-1);
  return Object.fromEntries(url?.searchParams ?? []);
};

describe('/blog', () => {
  it('shows 8 cards a page with the totals from the headers, and pages with Previous / Next', async () => {
    const { user, getLocation } = renderList();
    expect(await screen.findByText('19 posts')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(8);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(lastPostsQuery()).toMatchObject({ _embed: 'true', page: '1', per_page: '8', orderby: 'date' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(getLocation().search).toBe('?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Post 117', 'Post 118', 'Post 119']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(getLocation().search).toBe('?page=2');
  });

  it('links each card to /blog/{slug}, never to WordPress link', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Post 101' });
    expect(link).toHaveAttribute('href', '/blog/post-101');
  });

  it('goes back to page 1 when the category changes, keeping the search', async () => {
    const { user, getLocation } = renderList('/blog?page=2&q=post');
    await screen.findByText('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Ferry Tips & Tricks' }));
    expect(getLocation().search).toBe('?cat=4&q=post');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ferry Tips & Tricks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lastPostsQuery()).toMatchObject({ categories: '4', page: '1', search: 'post' });

    await user.click(screen.getByRole('button', { name: 'All posts' }));
    expect(getLocation().search).toBe('?q=post');
  });

  it('goes back to page 1 when the search changes, keeping the category', async () => {
    const { user, getLocation } = renderList('/blog?page=2&cat=4');
    await screen.findByText('Page 2 of 2');
    const box = screen.getByRole('searchbox', { name: 'Search posts' });
    await user.clear(box);
    await user.type(box, ' post 11 {Enter}');
    expect(getLocation().search).toBe('?cat=4&q=post+11');
    expect(await screen.findByText('10 posts for \u201cpost 11\u201d')).toBeInTheDocument();
    expect(lastPostsQuery()).toMatchObject({ categories: '4', page: '1', search: 'post 11' });
  });

  it('shows decoded titles and a local placeholder for a post without a featured image', async () => {
    fake.posts = [
      buildPost({ id: 1, title: { rendered: 'Havelock&#8217;s Beaches &amp; Bays' }, _embedded: {} }),
    ];
    renderList();
    const card = (await screen.findByRole('heading', { name: 'Havelock\u2019s Beaches & Bays' })).closest(
      'article',
    );
    expect(card?.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('cuts the excerpt to 140 characters of text', async () => {
    const long = `${'Sea '.repeat(50)}`;
    fake.posts = [buildPost({ id: 1, excerpt: { rendered: `<p><strong>${long}</strong></p>` } })];
    renderList();
    const excerpt = await screen.findByText((text) => text.startsWith('Sea Sea'));
    expect(excerpt.textContent).toBe(`${long.slice(0, 140).trimEnd()}\u2026`);
  });

  it('says so plainly when nothing matches', async () => {
    renderList('/blog?q=nothing-like-this');
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
    expect(screen.getByText('Try another search or category.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says so plainly when the posts cannot be loaded, and can try again', async () => {
    fake.replies.set('GET posts', { status: 500, body: { code: 'internal', message: 'Boom' } });
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the blog posts.');
    fake.replies.delete('GET posts');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('19 posts')).toBeInTheDocument();
  });

  it('offers the first page for a page past the last (rest_post_invalid_page_number)', async () => {
    renderList('/blog?page=9');
    expect(await screen.findByText('There is no page 9 of posts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/blog');
  });

  it('keeps the previous cards while a search loads, without claiming their count for the new search', async () => {
    const { user } = renderList();
    expect(await screen.findByText('19 posts')).toBeInTheDocument();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.replies.set('GET posts', async () => {
      await answered;
      return { body: [posts[0]], headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1' } };
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'Post 101{Enter}');
    expect(await screen.findByText('Loading posts…')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(8);
    expect(screen.queryByText(/for \u201cPost 101\u201d/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('1 post for \u201cPost 101\u201d')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Post 101']);
  });

  it("asks for nothing its first view came with: the page of posts and the categories of the address's query", async () => {
    // As the shell hydrates the cache from a first view rendered on the server, just now: the route's
    // own prefetch, given the address's query.
    const queryClient = createTestQueryClient();
    const prefetch = routes.find((route) => route.path === '/blog')?.prefetch;
    await prefetch?.({}, queryClient, new URLSearchParams('page=2&cat=4&q=post'));
    expect(fake.requests.map((request) => request.pathname.split('/').at(-1)).sort()).toEqual([
      'categories',
      'posts',
    ]);
    expect(lastPostsQuery()).toMatchObject({ categories: '4', page: '2', per_page: '8', search: 'post' });
    fake.requests.length = 0;
    renderWithProviders(<BlogListPage />, { route: '/blog?page=2&cat=4&q=post', path: '/blog', queryClient });
    // The first render is the server's: the cards, the count and the filters, no loading state.
    expect(screen.getByText('14 posts for \u201cpost\u201d')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Ferry Tips & Tricks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(queryClient.isFetching()).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.requests).toEqual([]);
  });

  it('asks for up to 100 categories', async () => {
    renderList();
    await screen.findByRole('button', { name: 'Beaches' });
    const url = fake.requests.find((request) => request.pathname.endsWith('/categories'));
    expect(url?.searchParams.get('per_page')).toBe('100');
  });
});
