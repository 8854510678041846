import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { configSchemaId, validateAndStamp } from '@andaman/shared/config-stamp';
import { defineAppConfig } from '@andaman/shared/rsbuild-preset';
import { mergeRsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import federation from './module-federation.config';

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
        const stamped = await validateAndStamp('runtime-config', JSON.parse(readFileSync(file, 'utf8')));
        await writeFile(file, `${JSON.stringify(stamped, null, 2)}\n`);
      },
    });
  },
};

export default mergeRsbuildConfig(
  defineAppConfig({
    role: 'host',
    port: 3000,
    federation,
    title: 'Andaman Islands: ferries, hotels, activities and holidays',
  }),
  {
    source: { define: { __CONFIG_SCHEMA_ID__: JSON.stringify(configSchemaId()) } },
    plugins: [stampRuntimeConfig],
  },
);
