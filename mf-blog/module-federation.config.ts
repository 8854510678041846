import { federationShared } from '@andaman/shared/federation';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The blog remote: its pages (`./routes`). */
export default createModuleFederationConfig({
  name: 'blog',
  exposes: {
    './routes': './src/routes.tsx',
  },
  shareStrategy: 'loaded-first',
  shared: federationShared(),
  dts: false,
});
