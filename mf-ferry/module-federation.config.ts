import { fileURLToPath } from 'node:url';
import { federationShared } from '@andaman/platform/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The ferry remote: its pages (`./routes`) and the widgets Home embeds. */
export default createModuleFederationConfig({
  name: 'ferry',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/ferry-partners': './src/widgets/ferry-partners.tsx',
  },
  shareStrategy: 'loaded-first',
  shared: federationShared({ packageJson: fileURLToPath(new URL('./package.json', import.meta.url)) }),
  dts: false,
});
