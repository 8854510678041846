import { fileURLToPath } from 'node:url';
import { federationShared } from '@andaman/platform/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The activities remote: its pages (`./routes`) and the widgets Home embeds. */
export default createModuleFederationConfig({
  name: 'activities',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/activities-section': './src/widgets/activities-section.tsx',
  },
  shareStrategy: 'loaded-first',
  shared: federationShared({ packageJson: fileURLToPath(new URL('./package.json', import.meta.url)) }),
  dts: false,
});
