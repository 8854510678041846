// The edge answers only the names it serves: a request whose `Host` is not one of the configured
// origins gets 421 (Misdirected Request), so a page is never built for a name an attacker chose
// (cache poisoning, DNS rebinding, absolute links made from Host).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** `Host` values lower-cased, default ports dropped (`example.com:443` → `example.com`). */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:(80|443)$/, '');
}

/** A check of `req.headers.host` against `allowed`; answers 421 itself and returns false when refused. */
export function hostCheck(allowed: readonly string[]) {
  const names = new Set(allowed.map(normaliseHost));
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const host = req.headers.host;
    if (host !== undefined && names.has(normaliseHost(host))) return true;
    req.resume();
    res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
    res.end('Misdirected request: this server does not answer for that host.\n');
    return false;
  };
}
