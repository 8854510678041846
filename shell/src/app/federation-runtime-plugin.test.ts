import { singletonMismatch } from './federation-runtime-plugin';

describe('singletonMismatch', () => {
  it('is silent when the provided singleton satisfies the remote', () => {
    expect(
      singletonMismatch('@andaman/shared/ui/modal', '2.1.0', {
        from: 'hotels',
        shareConfig: { singleton: true, requiredVersion: '^2.0.0' },
      }),
    ).toBeUndefined();
  });

  it('names the remote, the module, the range and the provided version when it does not', () => {
    const message = singletonMismatch('@andaman/shared/ui/toast', '2.0.0', {
      from: 'hotels',
      shareConfig: { singleton: true, requiredVersion: '^2.1.0' },
    });
    expect(message).toContain('remote "hotels" needs the shared singleton @andaman/shared/ui/toast ^2.1.0');
    expect(message).toContain('the shell provides 2.0.0');
  });

  it('reports a major version apart', () => {
    expect(
      singletonMismatch('react', '19.3.1', {
        from: 'blog',
        shareConfig: { singleton: true, requiredVersion: '^20.0.0' },
      }),
    ).toBeDefined();
  });

  it('ignores modules that are not singletons or accept any version', () => {
    expect(
      singletonMismatch('zod', '3.0.0', {
        from: 'blog',
        shareConfig: { singleton: false, requiredVersion: '^4.0.0' },
      }),
    ).toBeUndefined();
    expect(
      singletonMismatch('jotai', '2.0.0', {
        from: 'blog',
        shareConfig: { singleton: true, requiredVersion: false },
      }),
    ).toBeUndefined();
  });
});
