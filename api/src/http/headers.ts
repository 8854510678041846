import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** CSP of every JSON answer: it is data, never a document to render or frame. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * CSP of the hosted payment page: nothing but its own inline style (by hash), its form posting to itself and
 * then redirecting to one of the site origins, and no framing by anyone.
 */
export const payPageCsp = (style: string, siteOrigins: readonly string[]): string => {
  const hash = createHash('sha256').update(style).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    `form-action 'self' ${[...new Set(siteOrigins)].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
};

/**
 * Headers on every answer, errors included (it runs outermost, after the error handler): `nosniff`;
 * `Cache-Control: no-store` and a deny-all CSP on JSON; the payment page's CSP, `X-Frame-Options: DENY`
 * and `no-store` under `/pay/`; `Connection: close` on a 413 so a connection with an unread body is never
 * reused.
 */
export const securityHeaders = (payCsp: string): MiddlewareHandler => {
  return async (c, next) => {
    await next();
    const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
    const type = c.res.headers.get('content-type') ?? '';
    if (c.req.path === '/pay' || c.req.path.startsWith('/pay/')) {
      headers['Content-Security-Policy'] = payCsp;
      headers['X-Frame-Options'] = 'DENY';
      headers['Cache-Control'] = 'no-store';
      // Not `no-referrer`: with it the browser sends `Origin: null` on the page's own form post, and the
      // origin check refuses the payment. `same-origin` still keeps the transaction URL from other sites.
      headers['Referrer-Policy'] = 'same-origin';
    } else if (type.includes('json')) {
      headers['Content-Security-Policy'] = JSON_CSP;
      headers['Cache-Control'] = 'no-store';
    }
    if (c.res.status === 413) headers.Connection = 'close';
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  };
};
