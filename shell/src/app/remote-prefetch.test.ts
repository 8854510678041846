import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { prefetchRemotes, remoteForPath, remotesLinkedFrom } from './remote-prefetch';

const config = {
  remotes: [
    { name: 'ferry', entry: 'http://f/mf-manifest.json', routes: ['/ferry', '/tickets'] },
    { name: 'hotels', entry: 'http://h/mf-manifest.json', routes: ['/hotels', '/hotels/:hotelId'] },
  ],
} as unknown as RuntimeConfig;

describe('remote prefetch', () => {
  it('finds the remote that owns a path, parameters included', () => {
    expect(remoteForPath(config, '/hotels/12')).toBe('hotels');
    expect(remoteForPath(config, '/tickets')).toBe('ferry');
    expect(remoteForPath(config, '/about')).toBeUndefined();
  });

  it('lists each linked remote once, ignoring query strings and shell pages', () => {
    expect(remotesLinkedFrom(config, ['/', '/hotels?x=1', '/ferry', '/hotels/3', '/contact'])).toEqual([
      'hotels',
      'ferry',
    ]);
  });

  it("preloads each remote's manifest, entry and routes module", () => {
    const preload = vi.fn(async () => undefined);
    prefetchRemotes(['ferry', 'hotels'], preload as never);
    expect(preload).toHaveBeenCalledWith([
      { nameOrAlias: 'ferry', exposes: ['routes'], resourceCategory: 'sync' },
      { nameOrAlias: 'hotels', exposes: ['routes'], resourceCategory: 'sync' },
    ]);
  });

  it('asks for nothing when no remote is linked', () => {
    const preload = vi.fn(async () => undefined);
    prefetchRemotes([], preload as never);
    expect(preload).not.toHaveBeenCalled();
  });
});
