import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { configSchemaId, stampedJson } from '@andaman/platform/config-stamp';
import { defineAppConfig } from '@andaman/platform/rsbuild-preset';
import { EARLY_CLICKS_SCRIPT } from '@andaman/shared/contracts/early-clicks';
import { mergeRsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import federation from './module-federation.config';
import { RUNTIME_CONFIG_URL } from './src/app/start-up';

/**
 * Validates the shell's `runtime-config.json` when it is built (a build with an invalid one fails)
 * and stamps it, so the browser takes it without loading a validator (see
 * `shared/src/contracts/validation-stamp.ts`).
 */
const stampRuntimeConfig: RsbuildPlugin = {
  name: 'stamp-runtime-config',
  setup(api) {
    // Before the precompression (`order: 'pre'`), so the .br and .gz files hold the stamped text.
    api.onAfterBuild({
      order: 'pre',
      handler: async () => {
        const file = join(api.context.distPath, 'runtime-config.json');
        await writeFile(file, await stampedJson('runtime-config', JSON.parse(readFileSync(file, 'utf8'))));
      },
    });
  },
};

/**
 * The versions the shell provides its singletons at (read by src/app/provided-singletons.ts), and
 * `dist/mf-manifest.json` listing them as a federation manifest does (`pnpm check:federation` checks
 * every remote against it).
 */
const providedSingletons: RsbuildPlugin = {
  name: 'provided-singletons',
  setup(api) {
    api.onAfterBuild({
      order: 'pre',
      handler: async () => {
        const shared = Object.entries(federation.shared).map(([name, entry]) => ({ name, ...entry }));
        await writeFile(
          join(api.context.distPath, 'mf-manifest.json'),
          `${JSON.stringify({ name: federation.name, shared }, null, 2)}\n`,
        );
      },
    });
  },
};

const preloadTag = (href: string) => ({
  tag: 'link',
  attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
  head: true,
  append: false,
});

/**
 * The documents the shell reads before its first render: `/runtime-config.json` and the registry
 * the built configuration names (an environment whose configuration names another registry wastes
 * this one small request; the shell then fetches the one it names).
 */
const builtConfig = JSON.parse(
  readFileSync(new URL('./public/runtime-config.json', import.meta.url), 'utf8'),
) as {
  registry?: string;
};
const startUpDocuments = [
  RUNTIME_CONFIG_URL,
  ...(builtConfig.registry?.startsWith('/') ? [builtConfig.registry] : []),
];

export default mergeRsbuildConfig(
  defineAppConfig({
    role: 'host',
    port: 3000,
    title: 'Andaman Islands: ferries, hotels, activities and holidays',
  }),
  {
    source: {
      define: {
        __CONFIG_SCHEMA_ID__: JSON.stringify(configSchemaId()),
        __PROVIDED_SINGLETONS__: JSON.stringify(federation.shared),
        // What the federation plugin's `experiments.optimization.target: 'web'` defines for the remotes
        // (the shell is built without the plugin): the runtime's Node script loader is left out of the
        // browser build. The remotes run on the shell's runtime, in the browser only; the pre-renderer
        // renders on Node without federation.
        ENV_TARGET: JSON.stringify('web'),
      },
    },
    // The configuration and the registry download with the HTML, not after the entry has run (the
    // start-up's `fetch` takes the preloaded response): the site's first render waits for both.
    html: {
      tags: [
        // First in the head: a tap on a remote's first view before the shell's code has run is held
        // (shared/src/contracts/early-clicks.ts); the Content-Security-Policy allows it by its hash.
        { tag: 'script', children: EARLY_CLICKS_SCRIPT, head: true, append: false },
        ...startUpDocuments.map((href) => preloadTag(href)),
      ],
    },
    plugins: [stampRuntimeConfig, providedSingletons],
  },
);
