/**
 * The WordPress client, loaded when the first blog query runs rather than with the page. WordPress is
 * another service: the browser checks its answers (ky and the zod schemas of `contracts/blog`), but that
 * code evaluates in a task of its own after the page's code, not in the one that starts the page. A
 * post that came with its first view is in the cache already; the client comes for what is asked next.
 */
import { onUseModule } from '@andaman/shared/on-use-module';

const wordpressClient = onUseModule(() => import('./wordpress-client'));

/** The WordPress client module (downloaded once, on the first call). */
export const loadWordpressClient = wordpressClient.load;
