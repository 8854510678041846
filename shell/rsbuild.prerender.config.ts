import { prerenderOutput } from '@andaman/platform/prerender-html';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The build-time pre-renderer: the shell's React tree compiled for Node (no federation: nothing is
 * shared at build time), run by scripts/prerender.mjs after the browser build. Class names of CSS
 * modules and asset URLs come out the same as in the browser build, so its HTML hydrates as it is.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { 'render-page': './src/prerender/render-page.tsx' } },
  output: { ...prerenderOutput('dist-prerender'), assetPrefix: '/' },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
