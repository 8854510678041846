import { describe, expect, it } from 'vitest';
import { blogSeed, HOSTILE_POST_SLUG } from './blog';

describe('blog seed', () => {
  it('leaves the hostile test post and its comments out unless test fixtures are asked for', () => {
    const everyday = blogSeed({ testFixtures: false });
    const hostile = blogSeed({ testFixtures: true }).posts.find((post) => post.slug === HOSTILE_POST_SLUG);
    expect(hostile).toBeDefined();
    expect(everyday.posts.some((post) => post.slug === HOSTILE_POST_SLUG)).toBe(false);
    expect(everyday.comments.some((comment) => comment.postId === hostile?.id)).toBe(false);
    expect(everyday.comments.some((comment) => /<script/.test(comment.content))).toBe(false);
    expect(blogSeed({ testFixtures: true }).comments.some((c) => c.postId === hostile?.id)).toBe(true);
  });
});
