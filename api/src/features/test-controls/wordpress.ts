import type { AppConfig } from '../../config';

/**
 * Passes a test control on to the real WordPress of the WordPress lane (its mu-plugin's
 * `/wp-json/andaman-test/v1/{control}`), so the same e2e specs drive either backend: a reset deletes the
 * comments the tests wrote, and the anonymous-comments switch flips WordPress's `rest_allow_anonymous_comments`.
 * Does nothing without a configured WordPress; throws when WordPress refuses, so a test never runs on a
 * backend that ignored its set-up.
 */
export async function wordpressControl(
  wordpress: AppConfig['wordpress'],
  control: 'reset' | 'anonymous-comments',
  body: Record<string, unknown>,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (!wordpress) return;
  const response = await fetcher(`${wordpress.url}/wp-json/andaman-test/v1/${control}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-andaman-test-token': wordpress.token },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`WordPress test control ${control} failed: ${response.status} ${await response.text()}`);
  }
}
