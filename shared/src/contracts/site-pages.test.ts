import { describe, expect, it } from 'vitest';
import { isSitePage, matchesRoutePattern, sitePagesPattern } from './site-pages';

const remoteRoutes = ['/hotels', '/hotels/checkout', '/hotels/:hotelId', '/blog/:id'];
const pages = ['/', '/about', '/thank-you-ferry/', '/payment-status/T1', '/hotels/12', '/blog/a-post'];
const notPages = [
  '/no-such-page',
  '/no-such-page/anywhere',
  '/hotels/1/2',
  '/about/more',
  '/payment-status',
  '//',
];

describe('the pages of the site (rule site.not-found)', () => {
  it('matches route patterns, a parameter being one segment', () => {
    expect(matchesRoutePattern('/hotels/:hotelId', '/hotels/5')).toBe(true);
    expect(matchesRoutePattern('/hotels/:hotelId', '/hotels/5/')).toBe(true);
    expect(matchesRoutePattern('/hotels/:hotelId', '/hotels/')).toBe(false);
    expect(matchesRoutePattern('/hotels/:hotelId', '/hotels/5/rooms')).toBe(false);
    expect(matchesRoutePattern('/', '/')).toBe(true);
  });

  it("knows the shell's pages and the remotes' routes, and nothing else", () => {
    for (const path of pages) expect(isSitePage(path, remoteRoutes), path).toBe(true);
    for (const path of notPages) expect(isSitePage(path, remoteRoutes), path).toBe(false);
  });

  it('gives nginx the same answer as one regular expression', () => {
    const pattern = new RegExp(sitePagesPattern(remoteRoutes));
    for (const path of pages) expect(pattern.test(path), path).toBe(true);
    for (const path of [...notPages, '/aboutx']) expect(pattern.test(path), path).toBe(false);
  });
});
