/**
 * The payment provider's URL, if the browser may be sent there: an http(s) URL whose origin is on the
 * allow-list from configuration. A `javascript:` URL, another scheme or a foreign origin gives `undefined`
 * (the payment then fails with the failure message).
 */
export function allowedPaymentRedirect(url: string, allowedOrigins: readonly string[]): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const allowed = allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin;
    } catch {
      return false;
    }
  });
  return allowed ? parsed : undefined;
}
