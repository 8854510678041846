import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { payPageCsp, securityHeaders } from './headers';

const appWithHeaders = () => {
  const app = new Hono();
  app.use('*', securityHeaders(payPageCsp('body{}', ['http://localhost:3000'])));
  app.get('/pay/:id', (c) => c.html('<form method="post"></form>'));
  return app;
};

describe('payment page headers', () => {
  it('keep the page unframeable and its form able to post with its own Origin', async () => {
    const response = await appWithHeaders().request('/pay/TXN1');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // `no-referrer` would make the browser send `Origin: null` on the form post, which the origin check refuses.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });
});
