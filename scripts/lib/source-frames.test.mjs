// Naming sampled frames for `pnpm bench --profile` (run by `pnpm test:scripts`; needs no build).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { categoryOf, decodeSegment, frameResolver, moduleOf, sourceMapLookup } from './source-frames.mjs';

describe('source frames', () => {
  test('a package is named by its name and file, the workspace by its path from the app folder', () => {
    assert.equal(
      moduleOf(
        'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
      ),
      'react-dom (react-dom-client.production.js)',
    );
    assert.equal(
      moduleOf(
        'webpack://hotels/../node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/index.esm.js',
      ),
      '@module-federation/runtime-core (index.esm.js)',
    );
    assert.equal(moduleOf('shell/src/app/remote-page.tsx'), 'shell/src/app/remote-page.tsx');
    assert.equal(moduleOf('webpack://webpack/runtime/load_script'), 'webpack/runtime/load_script');
    assert.equal(
      moduleOf('webpack://hotels/../shared/src/contracts/hotels.ts'),
      'shared/src/contracts/hotels.ts',
    );
    assert.equal(
      moduleOf('webpack://ferry/../mf-ferry/src/pages/ferry-page.tsx'),
      'mf-ferry/src/pages/ferry-page.tsx',
    );
  });

  test('categories group the kinds of start-up work', () => {
    assert.match(categoryOf('@module-federation/runtime-core (index.esm.js)'), /^federation runtime/);
    assert.match(categoryOf('react-dom (react-dom-client.production.js)'), /^React/);
    assert.match(categoryOf('zod (schemas.js)'), /^zod/);
    assert.equal(categoryOf('shared/src/contracts/hotels.ts'), 'shared code');
    assert.equal(categoryOf('mf-hotels/src/pages/hotels-page.tsx'), 'remote code');
    assert.equal(categoryOf('left-pad (index.js)'), 'other script');
  });

  test('VLQ segments decode to their numbers', () => {
    assert.deepEqual(decodeSegment('AAAA'), [0, 0, 0, 0]);
    assert.deepEqual(decodeSegment('SAAQD'), [9, 0, 0, 8, -1]);
    assert.deepEqual(decodeSegment('gBAAA'), [16, 0, 0, 0]);
  });

  test('a generated position maps to the closest mapping at or before it', () => {
    // Line 0: column 0 → a.ts line 1; column 10 → b.ts line 3, named `run`. Line 1: column 4 → a.ts line 2.
    const lookup = sourceMapLookup({
      sources: ['a.ts', 'b.ts'],
      names: ['run'],
      mappings: 'AAAA,UCEAA;IDDA',
    });
    assert.deepEqual(lookup(0, 5), { source: 'a.ts', line: 1, name: undefined });
    assert.deepEqual(lookup(0, 12), { source: 'b.ts', line: 3, name: 'run' });
    assert.deepEqual(lookup(1, 4), { source: 'a.ts', line: 2, name: undefined });
    assert.equal(lookup(5, 0), undefined);
  });

  test('a frame resolves through the map beside its built file, or names its chunk without one', () => {
    const root = mkdtempSync(join(tmpdir(), 'source-frames-'));
    const dist = join(root, 'shell', 'dist', 'static', 'js');
    mkdirSync(dist, { recursive: true });
    // Sources are relative to the map, as rsbuild writes them.
    writeFileSync(
      join(dist, 'x.js.map'),
      JSON.stringify({ sources: ['../../../src/app/site-root.tsx'], names: ['SiteRoot'], mappings: 'AAAAA' }),
    );
    const resolve = frameResolver((url) => join(dist, new URL(url).pathname), root);
    const frame = { url: 'http://localhost:3000/x.js', lineNumber: 0, columnNumber: 3, functionName: 'a' };
    assert.deepEqual(resolve(frame), {
      module: 'shell/src/app/site-root.tsx',
      category: 'shell code',
      fn: 'SiteRoot',
    });
    assert.equal(resolve({ ...frame, url: 'http://localhost:3000/y.js' }).module, '/y.js (no source map)');
    assert.deepEqual(
      resolve({ url: '', lineNumber: -1, columnNumber: -1, functionName: '(garbage collector)' }),
      {
        module: '(garbage collector)',
        category: '(garbage collector)',
        fn: '(garbage collector)',
      },
    );
  });
});
