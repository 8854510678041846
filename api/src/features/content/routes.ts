import {
  commentCreateRequestSchema,
  wpCategoriesQuerySchema,
  wpCommentsQuerySchema,
  wpPostsQuerySchema,
} from '@andaman/shared/contracts/blog';
import { idParamSchema } from '@andaman/shared/contracts/common';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import { wpCategories, wpComments, wpPosts } from '../../db/schema';
import { type Deps, publicOrigin } from '../../deps';
import { queryObject } from '../../http/validation';
import {
  renderCommentText,
  searchTerms,
  toWpCategory,
  toWpComment,
  toWpPost,
  type WpOrigins,
  wpDates,
  wpError,
} from './wordpress';

const paging = (c: Context, total: number, perPage: number) => {
  const pages = Math.ceil(total / perPage);
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(pages));
  return pages;
};

const invalidParam = (c: Context, error: z.ZodError) => {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? 'request');
  return c.json(
    {
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${name}`,
      data: { status: 400, params: { [name]: issue?.message ?? 'Invalid' } },
    },
    400,
  );
};

/** WordPress refuses a second comment from one address or e-mail within this time (`comment_flood`). */
export const COMMENT_FLOOD_MS = 15_000;

/** The connecting address, as WordPress reads `REMOTE_ADDR` (no forwarding headers); '' in-process. */
const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The subset of the WordPress REST API the blog uses, mounted at `/wp-json`. */
export const contentRoutes = ({ db, config, controls }: Deps) => {
  const origins = (c: Context): WpOrigins => ({ api: publicOrigin(c, config), site: config.siteOrigin });

  return new Hono()
    .get('/', (c) =>
      c.json({
        name: 'Andaman Island Experts',
        description: 'Travel blog',
        url: config.siteOrigin,
        namespaces: ['wp/v2'],
      }),
    )
    .get('/wp/v2/posts', async (c) => {
      const parsed = wpPostsQuerySchema.safeParse(queryObject(c));
      if (!parsed.success) return invalidParam(c, parsed.error);
      const q = parsed.data;
      const filters: SQL[] = [];
      if (q.categories && q.categories.length > 0) {
        const any = or(
          ...q.categories.map((id) => sql`${wpPosts.categoryIds} @> ${JSON.stringify([id])}::jsonb`),
        );
        if (any) filters.push(any);
      }
      if (q.exclude && q.exclude.length > 0) filters.push(notInArray(wpPosts.id, q.exclude));
      if (q.include && q.include.length > 0) filters.push(inArray(wpPosts.id, q.include));
      if (q.slug !== undefined) {
        const slugs = (Array.isArray(q.slug) ? q.slug : [q.slug])
          .flatMap((s) => s.split(','))
          .filter((s) => s !== '');
        if (slugs.length > 0) filters.push(inArray(wpPosts.slug, slugs));
      }
      // As WordPress searches: every word (a quoted phrase counts as one) in the title, excerpt or content.
      for (const term of searchTerms(q.search ?? '')) {
        const pattern = `%${escapeLike(term)}%`;
        const match = or(
          ilike(wpPosts.title, pattern),
          ilike(wpPosts.content, pattern),
          ilike(wpPosts.excerpt, pattern),
        );
        if (match) filters.push(match);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [totals] = await db.select({ total: count() }).from(wpPosts).where(where);
      const total = totals?.total ?? 0;
      const pages = paging(c, total, q.per_page);
      if (total > 0 && q.page > pages) {
        return c.json(
          wpError(
            'rest_post_invalid_page_number',
            'The page number requested is larger than the number of pages available.',
            400,
          ),
          400,
        );
      }
      const column = {
        date: wpPosts.dateGmt,
        modified: wpPosts.dateGmt,
        id: wpPosts.id,
        title: wpPosts.title,
        slug: wpPosts.slug,
      }[q.orderby];
      const rows = await db
        .select()
        .from(wpPosts)
        .where(where)
        .orderBy(q.order === 'asc' ? asc(column) : desc(column), desc(wpPosts.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page);
      const categories = await db.select().from(wpCategories);
      const embed = q._embed !== undefined;
      return c.json(rows.map((row) => toWpPost(origins(c), row, categories, embed)));
    })
    .get('/wp/v2/posts/:id', async (c) => {
      const id = idParamSchema.safeParse(c.req.param('id'));
      const [row] = id.success ? await db.select().from(wpPosts).where(eq(wpPosts.id, id.data)) : [];
      if (!row) return c.json(wpError('rest_post_invalid_id', 'Invalid post ID.', 404), 404);
      const categories = await db.select().from(wpCategories);
      return c.json(toWpPost(origins(c), row, categories, c.req.query('_embed') !== undefined));
    })
    .get('/wp/v2/categories', async (c) => {
      const parsed = wpCategoriesQuerySchema.safeParse(queryObject(c));
      if (!parsed.success) return invalidParam(c, parsed.error);
      const q = parsed.data;
      const [categories, posts] = await Promise.all([
        db.select().from(wpCategories).orderBy(asc(wpCategories.name)),
        db.select({ categoryIds: wpPosts.categoryIds }).from(wpPosts),
      ]);
      const counts = new Map<number, number>();
      for (const post of posts) for (const id of post.categoryIds) counts.set(id, (counts.get(id) ?? 0) + 1);
      const hideEmpty = q.hide_empty === 'true' || q.hide_empty === '1';
      const listed = categories.filter((cat) => !hideEmpty || (counts.get(cat.id) ?? 0) > 0);
      const pages = paging(c, listed.length, q.per_page);
      if (listed.length > 0 && q.page > pages) {
        return c.json(
          wpError(
            'rest_invalid_page_number',
            'The page number requested is larger than the number of pages available.',
            400,
          ),
          400,
        );
      }
      const page = listed.slice((q.page - 1) * q.per_page, q.page * q.per_page);
      return c.json(page.map((cat) => toWpCategory(origins(c), cat, counts.get(cat.id) ?? 0)));
    })
    .get('/wp/v2/comments', async (c) => {
      const parsed = wpCommentsQuerySchema.safeParse(queryObject(c));
      if (!parsed.success) return invalidParam(c, parsed.error);
      const q = parsed.data;
      // Anonymous readers only ever see approved comments, as in WordPress.
      const filters: SQL[] = [eq(wpComments.status, 'approved')];
      if (q.post && q.post.length > 0) filters.push(inArray(wpComments.postId, q.post));
      const where = and(...filters);
      const [totals] = await db.select({ total: count() }).from(wpComments).where(where);
      const total = totals?.total ?? 0;
      const pages = paging(c, total, q.per_page);
      if (total > 0 && q.page > pages) {
        return c.json(
          wpError(
            'rest_comment_invalid_page_number',
            'The page number requested is larger than the number of pages available.',
            400,
          ),
          400,
        );
      }
      const rows = await db
        .select({ comment: wpComments, slug: wpPosts.slug })
        .from(wpComments)
        .innerJoin(wpPosts, eq(wpPosts.id, wpComments.postId))
        .where(where)
        .orderBy(q.order === 'asc' ? asc(wpComments.dateGmt) : desc(wpComments.dateGmt), desc(wpComments.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page);
      return c.json(rows.map((r) => toWpComment(origins(c), r.comment, r.slug)));
    })
    .post('/wp/v2/comments', async (c) => {
      if (!controls.anonymousComments) {
        return c.json(
          wpError('rest_comment_login_required', 'Sorry, you must be logged in to comment.', 401),
          401,
        );
      }
      const type = c.req.header('content-type') ?? '';
      let raw: Record<string, unknown>;
      try {
        raw = type.includes('application/json')
          ? ((await c.req.json()) as Record<string, unknown>)
          : ((await c.req.parseBody()) as Record<string, unknown>);
      } catch {
        return c.json(wpError('rest_invalid_json', 'Invalid JSON body passed.', 400), 400);
      }
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        return c.json(wpError('rest_invalid_json', 'Invalid JSON body passed.', 400), 400);
      }
      const postId = idParamSchema.safeParse(raw.post);
      const [post] = postId.success ? await db.select().from(wpPosts).where(eq(wpPosts.id, postId.data)) : [];
      if (!post) {
        return c.json(
          wpError(
            'rest_comment_invalid_post_id',
            'Sorry, you are not allowed to create this comment without a post.',
            403,
          ),
          403,
        );
      }
      if (post.commentStatus !== 'open') {
        return c.json(wpError('rest_comment_closed', 'Sorry, comments are closed for this item.', 403), 403);
      }
      const parsed = commentCreateRequestSchema.safeParse(raw);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? '');
        if (field === 'content') {
          return c.json(wpError('rest_comment_content_invalid', 'Invalid comment content.', 400), 400);
        }
        if (field === 'author_name' || (field === 'author_email' && (raw.author_email ?? '') === '')) {
          return c.json(
            wpError(
              'rest_comment_author_data_required',
              'Creating a comment requires valid author name and email values.',
              400,
            ),
            400,
          );
        }
        return invalidParam(c, parsed.error);
      }
      const body = parsed.data;
      const content = renderCommentText(body.content);
      const now = config.now();
      const authorIp = clientAddress(c);
      // WordPress's own checks on a new comment (wp_allow_comment): the same comment twice, then a second
      // comment from one address or e-mail within 15 seconds (behind the site's proxy, every reader shares
      // the proxy's address).
      const [duplicate] = await db
        .select({ id: wpComments.id })
        .from(wpComments)
        .where(
          and(
            eq(wpComments.postId, post.id),
            eq(wpComments.parent, body.parent ?? 0),
            ne(wpComments.status, 'trash'),
            or(eq(wpComments.authorName, body.author_name), eq(wpComments.authorEmail, body.author_email)),
            eq(wpComments.content, content),
          ),
        )
        .limit(1);
      if (duplicate) {
        return c.json(
          wpError(
            'comment_duplicate',
            'Duplicate comment detected; it looks as though you&#8217;ve already said that!',
            409,
          ),
          409,
        );
      }
      const [last] = await db
        .select({ dateGmt: wpComments.dateGmt })
        .from(wpComments)
        .where(
          and(
            gte(wpComments.dateGmt, wpDates(new Date(now.getTime() - 60 * 60 * 1000)).dateGmt),
            or(eq(wpComments.authorIp, authorIp), eq(wpComments.authorEmail, body.author_email)),
          ),
        )
        .orderBy(desc(wpComments.dateGmt))
        .limit(1);
      if (last && now.getTime() - Date.parse(`${last.dateGmt}Z`) < COMMENT_FLOOD_MS) {
        return c.json(wpError('comment_flood', 'You are posting comments too quickly. Slow down.', 400), 400);
      }
      // WordPress's default moderation ("comment author must have a previously approved comment"):
      // a returning commenter, same name and e-mail, is approved at once; anyone else waits in `hold`.
      const [known] = await db
        .select({ id: wpComments.id })
        .from(wpComments)
        .where(
          and(
            eq(wpComments.authorName, body.author_name),
            eq(wpComments.authorEmail, body.author_email),
            eq(wpComments.status, 'approved'),
          ),
        )
        .limit(1);
      const [row] = await db
        .insert(wpComments)
        .values({
          postId: post.id,
          parent: body.parent ?? 0,
          authorName: body.author_name,
          authorEmail: body.author_email,
          content,
          authorIp,
          ...wpDates(now),
          status: known ? 'approved' : 'hold',
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return c.json(toWpComment(origins(c), row, post.slug), 201);
    });
};
