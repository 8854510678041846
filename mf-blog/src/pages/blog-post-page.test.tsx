import { createTestQueryClient, renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { prefetchPost } from '../api/post';
import { buildCategory, buildComment, buildPost } from '../testing/blog-builders';
import { type FakeWordPress, fakeWordPress } from '../testing/fake-wordpress';
import { BlogPostPage } from './blog-post-page';

const post = buildPost({
  id: 102,
  slug: 'radhanagar-beach',
  title: { rendered: 'Radhanagar Beach&#8217;s Guide &amp; Tips' },
  content: {
    rendered:
      '<p>White sand.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked=true">Map</a>',
  },
  categories: [3, 2],
  yoast_head_json: {
    title: 'Radhanagar Beach Guide - Andaman',
    description: 'White sand and sunsets.',
    canonical: 'https://andaman.example/blog/radhanagar-beach',
    og_title: 'Radhanagar share',
    og_description: 'Share text',
    og_image: [{ url: 'https://wordpress.example/radhanagar.jpg' }],
  },
});
const sameCategory = [103, 104, 105, 106].map((id) => buildPost({ id, categories: [3] }));
const otherCategory = buildPost({ id: 107, categories: [2] });
const comments = [
  buildComment(1, { post: 102, author_name: 'Asha Menon' }),
  buildComment(2, {
    post: 102,
    author_name: 'Rahul Verma',
    content: { rendered: '<p>Held one</p>' },
    status: 'hold',
  }),
  buildComment(3, {
    post: 102,
    author_name: 'Priya Nair',
    content: {
      rendered: '<p onclick="window.hacked=true">Great tips.</p><script>window.hacked=true</script>',
    },
  }),
];

let fake: FakeWordPress;
let restore: () => void;

beforeEach(() => {
  ({ fake, restore } = fakeWordPress({
    posts: [post, ...sameCategory, otherCategory],
    categories: [buildCategory(2, 'Travel Guides'), buildCategory(3, 'Beaches &amp; Bays')],
    comments,
  }));
  (window as { hacked?: boolean }).hacked = false;
});
afterEach(() => restore());

const renderPost = (slug = 'radhanagar-beach') =>
  renderWithProviders(<BlogPostPage />, { route: `/blog/${slug}`, path: '/blog/:id' });

const form = () => screen.getByRole('region', { name: 'Leave a comment' });

/** The form's code loads on its own (near the viewport; at once here, without IntersectionObserver). */
const commentFormLoaded = async () => {
  const region = await screen.findByRole('region', { name: 'Leave a comment' });
  await within(region).findByRole('button', { name: 'Post Comment' }, { timeout: 10_000 });
};

async function fillComment(
  user: ReturnType<typeof renderPost>['user'],
  name: string,
  email: string,
  text: string,
) {
  const scope = within(form());
  const fields = [
    [scope.getByLabelText('Name'), name],
    [scope.getByLabelText('Email'), email],
    [scope.getByLabelText('Comment'), text],
  ] as const;
  for (const [field, value] of fields) {
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  }
}

describe('/blog/{slug}', () => {
  it('shows the bouncing-logo loader, then the post with decoded title, date and sanitised content', async () => {
    const { container } = renderPost();
    expect(screen.getByRole('status', { name: 'Loading blog post' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Radhanagar Beach\u2019s Guide & Tips' }),
    ).toBeInTheDocument();
    expect(screen.getByText('5 January 2026')).toHaveAttribute('datetime', '2026-01-05');
    expect(screen.getByText('White sand.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByText('Map')).not.toHaveAttribute('href');
    expect((window as { hacked?: boolean }).hacked).toBe(false);
    expect(fake.requests[0]?.searchParams.get('slug')).toBe('radhanagar-beach');
  });

  it('asks for nothing its first view came with: the post, categories, comments and related posts', async () => {
    // As the shell hydrates the cache from a first view rendered on the server, just now.
    const queryClient = createTestQueryClient();
    await prefetchPost({ id: 'radhanagar-beach' }, queryClient);
    expect(fake.requests.length).toBe(4);
    fake.requests.length = 0;
    renderWithProviders(<BlogPostPage />, {
      route: '/blog/radhanagar-beach',
      path: '/blog/:id',
      queryClient,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Radhanagar Beach');
    const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Beaches & Bays' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comments (2)' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related posts' });
    expect(within(related).getAllByRole('link')).toHaveLength(3);
    await commentFormLoaded();
    expect(fake.requests).toEqual([]);
  });

  it("sets the search metadata from the post's SEO data", async () => {
    renderPost();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Radhanagar Beach Guide - Andaman'));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('White sand and sunsets.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://andaman.example/blog/radhanagar-beach',
    );
    expect(meta('meta[property="og:title"]')).toBe('Radhanagar share');
    expect(meta('meta[property="og:description"]')).toBe('Share text');
    expect(meta('meta[property="og:image"]')).toBe('https://wordpress.example/radhanagar.jpg');
  });

  it('lists approved comments only, sanitised, asking for up to 100', async () => {
    renderPost();
    const region = await screen.findByRole('region', { name: 'Comments (2)' });
    expect(within(region).getByText('Asha Menon')).toBeInTheDocument();
    expect(within(region).getByText('Great tips.')).not.toHaveAttribute('onclick');
    expect(within(region).queryByText('Held one')).not.toBeInTheDocument();
    expect(region.querySelector('script, img')).toBeNull();
    const url = fake.requests.find((request) => request.pathname.endsWith('/comments'));
    expect(url?.searchParams.get('per_page')).toBe('100');
    expect(url?.searchParams.get('post')).toBe('102');
  });

  it('shows 3 related posts of the first category, never the post itself', async () => {
    renderPost();
    const region = await screen.findByRole('region', { name: 'Related posts' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/post-103',
      '/blog/post-104',
      '/blog/post-105',
    ]);
    const url = fake.requests.find((request) => request.searchParams.get('per_page') === '3');
    expect(url?.searchParams.get('categories')).toBe('3');
    expect(url?.searchParams.get('exclude')).toBe('102');
  });

  it('links the sidebar categories to /blog?cat={id} and shares the post', async () => {
    renderPost();
    const sidebar = await screen.findByRole('complementary', { name: 'Blog sidebar' });
    expect(await within(sidebar).findByRole('link', { name: 'Beaches & Bays' })).toHaveAttribute(
      'href',
      '/blog?cat=3',
    );
    const share = within(sidebar).getByRole('region', { name: 'Share this post' });
    expect(within(share).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
  });

  it('shows the not-found view for a missing post', async () => {
    renderPost('no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(
      screen.getByText("The blog post you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('swallows a failed load into the not-found view', async () => {
    fake.replies.set('GET posts', { status: 500, body: { code: 'x', message: 'Database down' } });
    renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  });
});

describe('the comment form', () => {
  it('does nothing while a field is blank after trimming', async () => {
    const { user } = renderPost();
    await commentFormLoaded();
    for (const [name, email, text] of [
      ['   ', 'asha@example.com', 'Lovely'],
      ['Asha', 'asha@example.com', '   '],
      ['Asha', '', 'Lovely'],
    ] as const) {
      await fillComment(user, name, email, text);
      await user.click(within(form()).getByRole('button', { name: 'Post Comment' }));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.posted).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('says "Submitting...", then is idle with the fields cleared and "Comment submitted for moderation."', async () => {
    let release: () => void = () => undefined;
    fake.replies.set('POST comments', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { status: 201, body: buildComment(9, { post: 102, status: 'hold' }) };
    });
    const { user } = renderPost();
    await commentFormLoaded();
    await fillComment(user, ' Asha ', 'asha@example.com', ' Lovely beach ');
    await user.click(within(form()).getByRole('button', { name: 'Post Comment' }));
    expect(await within(form()).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Comment submitted for moderation.')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Post Comment' })).toBeEnabled();
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
    expect(within(form()).getByLabelText('Email')).toHaveValue('');
    expect(within(form()).getByLabelText('Comment')).toHaveValue('');
    expect(fake.posted).toEqual([
      { author_name: 'Asha', author_email: 'asha@example.com', content: 'Lovely beach', post: 102 },
    ]);
  });

  it('says "Comment posted." when WordPress approves it at once', async () => {
    fake.replies.set('POST comments', {
      status: 201,
      body: buildComment(9, { post: 102, status: 'approved' }),
    });
    const { user } = renderPost();
    await commentFormLoaded();
    await fillComment(user, 'Asha', 'asha@example.com', 'Lovely');
    await user.click(within(form()).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted.')).toBeInTheDocument();
  });

  it('says "Failed to submit comment." on a failure and keeps what was typed', async () => {
    fake.replies.set('POST comments', { status: 500, body: { code: 'db', message: 'Could not save' } });
    const { user } = renderPost();
    await commentFormLoaded();
    await fillComment(user, 'Asha', 'asha@example.com', 'Lovely');
    await user.click(within(form()).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to submit comment.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Comment')).toHaveValue('Lovely');
  });

  it('tells the reader to wait on comment_flood', async () => {
    fake.replies.set('POST comments', {
      status: 400,
      body: { code: 'comment_flood', message: 'You are posting comments too quickly. Slow down.' },
    });
    const { user } = renderPost();
    await commentFormLoaded();
    await fillComment(user, 'Asha', 'asha@example.com', 'Lovely');
    await user.click(within(form()).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(/^Failed to submit comment\. .*wait a few seconds/)).toBeInTheDocument();
  });

  it('shows the alert when WordPress refuses anonymous comments (rest_comment_login_required)', async () => {
    fake.replies.set('POST comments', {
      status: 401,
      body: { code: 'rest_comment_login_required', message: 'Sorry, you must be logged in to comment.' },
    });
    const { user } = renderPost();
    await commentFormLoaded();
    await fillComment(user, 'Asha', 'asha@example.com', 'Lovely');
    await user.click(within(form()).getByRole('button', { name: 'Post Comment' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Comments are disabled for anonymous users in WordPress REST. Enable anonymous REST comments in WP or log in.',
    );
    expect(screen.queryByText('Failed to submit comment.')).not.toBeInTheDocument();
  });

  it('is replaced by a note when comments are closed on the post', async () => {
    fake.posts = [{ ...post, comment_status: 'closed' }];
    renderPost();
    expect(await screen.findByText('Comments are closed for this post.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leave a comment' })).not.toBeInTheDocument();
  });
});
