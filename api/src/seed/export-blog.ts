// Prints the blog seed as JSON, for seeding a real WordPress with the same content
// (`scripts/lib/wordpress.mjs` runs it with tsx and hands the file to its PHP seed script). The test
// fixtures are included with `API_TEST_MODE=1`, as in the API's own seed.
import { blogSeed } from './blog';

process.stdout.write(JSON.stringify(blogSeed({ testFixtures: process.env.API_TEST_MODE === '1' })));
