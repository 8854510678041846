import { createInstance } from '@module-federation/runtime';
import shellFederationPlugin, { singletonMismatch, YIELDING_STEPS } from './federation-runtime-plugin';

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

describe('the steps of loading a remote', () => {
  const plugin = shellFederationPlugin() as unknown as Record<
    string,
    ((args: object) => Promise<object>) | undefined
  >;

  it('each hand their arguments on in a new task, not in a microtask of the same one', async () => {
    for (const step of YIELDING_STEPS) {
      const args = { id: 'hotels/routes' };
      let settled = false;
      const handed = plugin[step]?.(args).then((result) => {
        settled = true;
        return result;
      });
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      expect(settled, step).toBe(false);
      expect(await handed, step).toBe(args);
    }
  });

  it('are hooks the federation runtime calls (a renamed hook would silently stop yielding)', () => {
    const instance = createInstance({ name: 'yield-steps-test', remotes: [] });
    const lifecycles = [
      instance.hooks.lifecycle,
      instance.remoteHandler.hooks.lifecycle,
      instance.sharedHandler.hooks.lifecycle,
      instance.snapshotHandler.hooks.lifecycle,
      instance.loaderHook.lifecycle,
    ] as Record<string, unknown>[];
    for (const step of YIELDING_STEPS) {
      expect(
        lifecycles.some((lifecycle) => step in lifecycle),
        step,
      ).toBe(true);
    }
  });
});
