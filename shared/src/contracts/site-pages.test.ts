import { describe, expect, it } from 'vitest';
import { isSitePage, matchesRoutePattern, sitePagesPattern } from './site-pages';

const remoteRoutes = ['/hotels', '/hotels/checkout', '/hotels/:hotelId', '/blog/:id'];

describe('the pages of the site (rule site.not-found)', () => {
  it('matches route patterns, a parameter being one segment', () => {
    expect(matchesRoutePattern('/hotels/:hotelId', '/hotels/5')).toBe(true);
    expect(matchesRoutePattern('/hotels/:hotelId', '/hotels/5/')).toBe(true);
    expect(matchesRoutePattern('/hotels/:hotelId', '/hotels/')).toBe(false);
    expect(matchesRoutePattern('/hotels/:hotelId', '/hotels/5/rooms')).toBe(false);
    expect(matchesRoutePattern('/', '/')).toBe(true);
  });

  it("knows the shell's pages and the remotes' routes, and nothing else", () => {
    for (const path of [
      '/',
      '/about',
      '/thank-you-ferry/',
      '/payment-status/T1',
      '/hotels/12',
      '/blog/a-post',
    ]) {
      expect(isSitePage(path, remoteRoutes), path).toBe(true);
    }
    for (const path of [
      '/no-such-page',
      '/no-such-page/anywhere',
      '/hotels/1/2',
      '/about/more',
      '/payment-status',
    ]) {
      expect(isSitePage(path, remoteRoutes), path).toBe(false);
    }
  });

  it('gives nginx the same answer as one regular expression', () => {
    const pattern = new RegExp(sitePagesPattern(remoteRoutes));
    for (const path of [
      '/',
      '/about',
      '/thank-you-ferry/',
      '/payment-status/T1',
      '/hotels/12',
      '/blog/a-post',
    ]) {
      expect(pattern.test(path), path).toBe(true);
    }
    for (const path of ['/no-such-page', '/hotels/1/2', '/about/more', '/payment-status', '/aboutx', '//']) {
      expect(pattern.test(path), path).toBe(false);
    }
  });
});
