import { describe, expect, it } from 'vitest';
import { providerOf } from './facts';

describe('providerOf', () => {
  it('names the app that registered the copy, not the remote that loaded it first', () => {
    const shellGet = () => Promise.resolve(() => ({}));
    const hotelsOwn = () => Promise.resolve(() => ({}));
    const instances = [
      { name: 'shell', shareScopeMap: {}, options: { shared: { dayjs: [{ get: shellGet }] } } },
      { name: 'hotels', shareScopeMap: {}, options: { shared: { dayjs: [{ get: hotelsOwn }] } } },
    ];
    // The runtime sets `from` to the app whose page loaded the module first.
    expect(providerOf('dayjs', { from: 'hotels', get: shellGet, loaded: true }, instances)).toBe('shell');
    expect(providerOf('dayjs', { from: 'shell', get: hotelsOwn }, instances)).toBe('hotels');
    expect(providerOf('dayjs', { from: 'blog', get: () => undefined }, instances)).toBe('blog');
  });
});
