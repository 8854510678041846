/**
 * Which paths are pages of the site (rule site.not-found): the shell's own routes and the routes the
 * run-time configuration gives the remotes. Any other path answers 404 with the not-found page, from the
 * edge's Node server and from nginx alike. Pure: the browser, the edge and the nginx configuration use it.
 */
import { SHELL_ROUTES } from '@andaman/shared/remote-contract';

/** Whether `pathname` fits a route `pattern` (`/hotels/:hotelId`); a trailing slash is allowed. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.replace(/([^/])\/$/, '$1').split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

/** Whether `pathname` is a page of the site: one of the shell's routes or of `remoteRoutes`. */
export function isSitePage(pathname: string, remoteRoutes: readonly string[]): boolean {
  return [...SHELL_ROUTES, ...remoteRoutes].some((pattern) => matchesRoutePattern(pattern, pathname));
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pages of the site as one regular expression (for nginx's `map`): each route, a parameter as one
 * path segment, a trailing slash allowed.
 */
export function sitePagesPattern(remoteRoutes: readonly string[]): string {
  const routes = [...SHELL_ROUTES, ...remoteRoutes].map((pattern) =>
    pattern === '/'
      ? ''
      : pattern
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)))
          .join('/'),
  );
  return `^(?:${routes.join('|')})/?$`;
}
