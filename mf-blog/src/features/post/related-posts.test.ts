import { buildPost } from '../../testing/blog-builders';
import { pickRelatedPosts, RELATED_POSTS_COUNT, relatedPostsFilters } from './related-posts';

describe('related posts', () => {
  it('asks for 3 posts of the first category, excluding this post', () => {
    expect(RELATED_POSTS_COUNT).toBe(3);
    expect(relatedPostsFilters(buildPost({ id: 107, categories: [5, 3] }))).toEqual({
      page: 1,
      perPage: 3,
      cat: 5,
      exclude: 107,
    });
  });

  it('asks nothing for a post without a category', () => {
    expect(relatedPostsFilters(buildPost({ categories: [] }))).toBeUndefined();
  });

  it('never shows the post itself and at most 3', () => {
    const posts = [1, 2, 3, 4, 5].map((id) => buildPost({ id }));
    expect(pickRelatedPosts(posts, 2).map((post) => post.id)).toEqual([1, 3, 4]);
    expect(pickRelatedPosts(posts.slice(0, 2), 1).map((post) => post.id)).toEqual([2]);
  });
});
