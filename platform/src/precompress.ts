import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 512;

/** Writes `.br` and `.gz` beside one file. */
export function precompressFile(path: string): void {
  const content = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
}

/** Writes `.br` and `.gz` beside every compressible file of `dir`; returns how many files it compressed. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      count += precompressDirectory(path);
    } else if (COMPRESSIBLE.test(entry) && statSync(path).size > MIN_BYTES) {
      precompressFile(path);
      count += 1;
    }
  }
  return count;
}

/**
 * Precompresses production builds (brotli and gzip) so the static server sends compressed bytes
 * without compressing per request; compression matters as much as bundling on slow phones.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'andaman:precompress',
    setup(api) {
      api.onAfterBuild(({ isFirstCompile }) => {
        if (isFirstCompile && process.env.NODE_ENV === 'production')
          precompressDirectory(api.context.distPath);
      });
    },
  };
}
