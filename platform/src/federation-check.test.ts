import { type FederationManifest, singletonProblems } from './federation-check';

const host: FederationManifest = {
  name: 'shell',
  shared: [
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { name: '@andaman/shared/ui/toast', version: '2.1.0', singleton: true, requiredVersion: '^2.1.0' },
  ],
};

const remote = (shared: FederationManifest['shared']): FederationManifest => ({ name: 'hotels', shared });

describe('singletonProblems', () => {
  it('passes a remote whose ranges the shell satisfies', () => {
    expect(
      singletonProblems(
        host,
        remote([
          { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.0' },
          { name: '@andaman/shared/ui/toast', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' },
        ]),
      ),
    ).toEqual([]);
  });

  it('fails a remote built against a newer shared singleton than the shell provides', () => {
    expect(
      singletonProblems(
        host,
        remote([
          { name: '@andaman/shared/ui/toast', version: '2.2.0', singleton: true, requiredVersion: '^2.2.0' },
        ]),
      ),
    ).toEqual(['hotels needs @andaman/shared/ui/toast ^2.2.0, but shell provides 2.1.0']);
  });

  it('fails a remote that consumes a singleton the shell does not provide', () => {
    expect(
      singletonProblems(
        host,
        remote([{ name: 'jotai', version: '2.20.3', singleton: true, requiredVersion: '^2.20.3' }]),
      ),
    ).toEqual([
      'hotels consumes the singleton jotai, which shell does not provide: the remote would run its own copy',
    ]);
  });

  it('fails a shared module that is not a singleton', () => {
    expect(
      singletonProblems(host, remote([{ name: 'zod', version: '4.6.7', singleton: false }])),
    ).toHaveLength(1);
  });
});
