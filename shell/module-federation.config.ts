import { fileURLToPath } from 'node:url';
import { federationShared } from '@andaman/platform/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/**
 * The shell declares no remotes at build time: it reads them from /runtime-config.json at run
 * time (see src/app/federation.ts). It provides every shared singleton, including each
 * design-system module, so all remotes render with the shell's one antd runtime and theme.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  // `loaded-first` loads a remote only when one of its pages or widgets is rendered, so an
  // offline remote cannot block start-up (the default `version-first` fetches them all).
  shareStrategy: 'loaded-first',
  shared: federationShared({
    provideAll: true,
    packageJson: fileURLToPath(new URL('./package.json', import.meta.url)),
  }),
  runtimePlugins: ['./src/app/federation-runtime-plugin.ts'],
  dts: false,
});
