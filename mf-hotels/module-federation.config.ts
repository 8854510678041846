import { fileURLToPath } from 'node:url';
import { federationShared } from '@andaman/platform/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The hotels remote: its pages (`./routes`). */
export default createModuleFederationConfig({
  name: 'hotels',
  exposes: {
    './routes': './src/routes.tsx',
  },
  shareStrategy: 'loaded-first',
  shared: federationShared({ packageJson: fileURLToPath(new URL('./package.json', import.meta.url)) }),
  dts: false,
});
