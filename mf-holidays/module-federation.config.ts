import { fileURLToPath } from 'node:url';
import { federationShared } from '@andaman/platform/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The holidays remote: its pages (`./routes`) and the widgets Home embeds. */
export default createModuleFederationConfig({
  name: 'holidays',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/holiday-packages': './src/widgets/holiday-packages.tsx',
  },
  shareStrategy: 'loaded-first',
  shared: federationShared({ packageJson: fileURLToPath(new URL('./package.json', import.meta.url)) }),
  dts: false,
});
