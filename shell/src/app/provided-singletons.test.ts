import { readFileSync } from 'node:fs';
import federation from '../../module-federation.config';
import { LOADED, ON_REQUEST, providedSingletons } from './provided-singletons';

// The policy as the shell's build reads it (apps' src/ never import @andaman/platform directly).
const policy = federation.shared;

describe('the singletons the shell provides to remotes', () => {
  it('are exactly those of the sharing policy, each provided once', () => {
    const provided = [...Object.keys(LOADED), ...Object.keys(ON_REQUEST)];
    expect(new Set(provided).size).toBe(provided.length);
    expect(provided.sort()).toEqual(Object.keys(policy).sort());
  });

  it('come at the versions the build states, as singletons, loaded only on a remote’s request', async () => {
    const shared = providedSingletons(policy);
    expect(Object.keys(shared).sort()).toEqual(Object.keys(policy).sort());
    expect(shared.react).toMatchObject({ version: policy.react?.version, shareConfig: { singleton: true } });
    expect(shared.react).toHaveProperty('lib');
    const router = shared['@andaman/shared/router'];
    expect(router).toMatchObject({
      shareConfig: { requiredVersion: policy['@andaman/shared/router']?.requiredVersion },
    });
    expect(router).not.toHaveProperty('lib');
    const factory = await (router as { get: () => Promise<() => { useNavigate?: unknown }> }).get();
    expect(typeof factory().useNavigate).toBe('function');
  });

  it('loaded on request are not prefetched: their link elements would be start-up work on a remote page', () => {
    const source = readFileSync(new URL('./provided-singletons.ts', import.meta.url), 'utf8');
    const imports = source.match(/import\([^)]*\)/g) ?? [];
    expect(imports).toHaveLength(Object.keys(ON_REQUEST).length);
    for (const call of imports) expect(call).not.toMatch(/webpackPrefetch|webpackPreload/);
  });
});
