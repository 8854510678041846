import { BlockList, isIP } from 'node:net';

/** The proxies believed by default: this machine (the site's own proxy, nginx on the same host). */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1/128'];

/** Whether an address belongs to a trusted proxy. */
export type ProxyTrust = (address: string) => boolean;

/**
 * Reads a list of CIDR ranges (`10.0.0.0/8`, `fd00::/8`) or single addresses into a matcher (Node's
 * `net.BlockList`, which also matches IPv4-mapped IPv6 addresses such as `::ffff:10.1.2.3` against IPv4
 * ranges). Anything else throws with the entry named, so a typo stops the start instead of trusting nobody.
 */
export const trustedProxies = (entries: readonly string[]): ProxyTrust => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || !/^\d{1,3}$/.test(String(bits)) || bits > max)
      throw new Error(`not an address or CIDR range: "${entry}"`);
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
};
