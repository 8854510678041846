import { remoteFacts } from '../fixtures/delivery';
import { expect, expectLayout, type RemoteName, remotePort, test } from '../fixtures/site';

/** Every path of the route table of both specification documents, with the app that owns it. */
const ROUTES: Array<{ path: string; owner: RemoteName | 'shell' }> = [
  { path: '/', owner: 'shell' },
  { path: '/about', owner: 'shell' },
  { path: '/contact', owner: 'shell' },
  { path: '/privacy-policy', owner: 'shell' },
  { path: '/refund-and-cancellation', owner: 'shell' },
  { path: '/terms-and-conditions', owner: 'shell' },
  { path: '/thank-you-ferry/', owner: 'shell' },
  { path: '/thank-you-activities/', owner: 'shell' },
  { path: '/thank-you-holidays/', owner: 'shell' },
  { path: '/ferry', owner: 'ferry' },
  { path: '/tickets', owner: 'ferry' },
  { path: '/passenger-info', owner: 'ferry' },
  { path: '/hotels', owner: 'hotels' },
  { path: '/hotels/1', owner: 'hotels' },
  { path: '/hotels/checkout', owner: 'hotels' },
  { path: '/activities', owner: 'activities' },
  { path: '/activity-checkout', owner: 'activities' },
  { path: '/itinerary', owner: 'holidays' },
  { path: '/itinerary/1', owner: 'holidays' },
  { path: '/itinerary/checkout', owner: 'holidays' },
  { path: '/blog', owner: 'blog' },
  { path: '/blog/some-post', owner: 'blog' },
];

for (const { path, owner } of ROUTES) {
  test(`${path} renders inside the layout (owned by ${owner})`, async ({ page }) => {
    const requestedPorts: string[] = [];
    page.on('request', (request) => {
      requestedPorts.push(new URL(request.url()).port);
    });
    await page.goto(path);
    await expectLayout(page);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    if (owner !== 'shell') {
      // The page came from its own remote's origin, found at run time.
      expect(requestedPorts).toContain(remotePort(owner));
      // What the shell says it loaded (the `?debug=mf` view's facts): the owner loaded, on the
      // shell's React (one singleton).
      const facts = await remoteFacts(page, owner);
      expect(facts, facts?.error).toMatchObject({ status: 'loaded' });
      expect(facts?.loadMs).toBeGreaterThanOrEqual(0);
      const shared = await page.evaluate(() => window.__mfDelivery?.shared() ?? []);
      expect(shared.find((singleton) => singleton.name === 'react')).toMatchObject({ from: 'shell' });
    }
  });
}
