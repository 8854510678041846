// Prints the blog seed as JSON, for seeding a real WordPress with the same content
// (`scripts/lib/wordpress.mjs` runs it with tsx and hands the file to its PHP seed script).
import { CATEGORY_SEED, COMMENT_SEED, POST_SEED } from './blog';

process.stdout.write(JSON.stringify({ categories: CATEGORY_SEED, posts: POST_SEED, comments: COMMENT_SEED }));
