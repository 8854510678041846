// The contract check fails a remote whose exposed modules break the shell's contract.
// Run by `pnpm test:scripts` (node's test runner) after the production build: the browser smoke
// load uses the shell's build, and the real remote's build is checked as the passing case.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { claimedRoutes, contractCheck, contractSource, firstFailedTest } from './contract-check.mjs';
import { remoteApp } from './deploy.mjs';
import { ROOT } from './workspace.mjs';

const hotels = remoteApp('hotels');

/**
 * A hand-written federation container for the hotels remote (what a build emits: a manifest and a
 * global remote entry), whose modules are given as JavaScript source: no build needed.
 */
function fakeBuild(modules) {
  const dir = mkdtempSync(join(tmpdir(), 'contract-check-'));
  const real = JSON.parse(readFileSync(join(ROOT, hotels.dir, 'dist', 'mf-manifest.json'), 'utf8'));
  const exposes = Object.keys(modules).map((path) => ({
    id: `hotels:${path.slice(2)}`,
    name: path.slice(2),
    path,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  }));
  const manifest = {
    ...real,
    metaData: { ...real.metaData, remoteEntry: { name: 'entry.js', path: '', type: 'global' } },
    shared: [],
    exposes,
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  const factories = Object.entries(modules)
    .map(([path, source]) => `${JSON.stringify(path)}: () => { ${source} }`)
    .join(',\n');
  writeFileSync(
    join(dir, 'entry.js'),
    `globalThis.${real.metaData.globalName} = {
  init() {},
  get(path) {
    const modules = { ${factories} };
    return Promise.resolve(() => modules[path]());
  },
};\n`,
  );
  return dir;
}

const routesSource = (routes) =>
  `const Page = () => null; return { routes: [${routes.map((route) => route.replace('$Page', 'Page')).join(', ')}] };`;

const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('a refused ship names the failed test', () => {
  test("reads vitest's coloured output with a project label, and says nothing when no test is named", () => {
    const output = [
      ' ✓ src/routes.test.tsx (3 tests) 40ms',
      '\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[43m logic \x1b[49m\x1b[39m src/zz-probe.test.ts\x1b[2m > \x1b[22mprobe\x1b[2m > \x1b[22mfails on purpose',
      ' FAIL  src/other.test.ts > second',
    ].join('\n');
    assert.equal(firstFailedTest(output), 'src/zz-probe.test.ts > probe > fails on purpose');
    assert.equal(
      firstFailedTest(' FAIL  src/api/keys.test.ts > keys > are stable'),
      'src/api/keys.test.ts > keys > are stable',
    );
    assert.equal(firstFailedTest('Error: out of memory'), undefined);
  });
});

describe('contract check: types', () => {
  test('each expose is typed against the contract: ./routes as routes, widgets as widgets', () => {
    const source = contractSource(
      { './routes': './src/routes.tsx', './widgets/featured': './src/widgets/featured.tsx' },
      join(ROOT, 'mf-hotels', '.ship', 'contract'),
    );
    assert.match(source, /import \* as expose0 from "\.\.\/\.\.\/src\/routes";/);
    assert.match(source, /export const check0: RemoteRoutesModule = expose0;/);
    assert.match(source, /export const check1: RemoteWidgetModule = expose1;/);
    assert.doesNotMatch(source, /missingRoutes/);
  });

  test('a remote that does not expose ./routes cannot pass', () => {
    const source = contractSource({ './widgets/featured': './src/widgets/featured.tsx' }, ROOT);
    assert.match(source, /missingRoutes: RemoteRoutesModule = undefined/);
  });

  test('a deliberately broken ./routes (a route without its Component) fails the type check', async () => {
    const dir = join(ROOT, hotels.dir, '.contract-test');
    made.push(dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'broken-routes.ts'), "export const routes = [{ path: '/hotels' }];\n");
    await assert.rejects(
      contractCheck.types(hotels, { exposes: { './routes': './.contract-test/broken-routes.ts' } }),
      (error) => {
        assert.match(error.message, /^contract: \.\/routes does not satisfy RemoteRoutesModule/);
        assert.match(error.message, /Component/);
        return true;
      },
    );
  });
});

describe('contract check: smoke load in a browser', () => {
  const claimed = claimedRoutes(hotels);

  test('the released hotels build loads and has the contract shape', async () => {
    const exposes = await contractCheck.smoke(hotels, join(ROOT, hotels.dir, 'dist'));
    assert.ok(exposes.includes('./routes'));
  });

  test('a well-formed container passes; the same with a broken expose fails, naming it', async () => {
    const good = fakeBuild({
      './routes': routesSource(claimed.map((path) => `{ path: ${JSON.stringify(path)}, Component: $Page }`)),
      './widgets/featured': 'return { default: () => null };',
    });
    made.push(good);
    assert.deepEqual(await contractCheck.smoke(hotels, good), ['./routes', './widgets/featured']);

    const broken = fakeBuild({
      // One route lost its Component, one claimed path is missing, one path is not claimed.
      './routes': routesSource([
        `{ path: ${JSON.stringify(claimed[0])} }`,
        `{ path: '/not-claimed', Component: $Page }`,
      ]),
      './widgets/featured': 'return { featured: () => null };',
    });
    made.push(broken);
    await assert.rejects(contractCheck.smoke(hotels, broken), (error) => {
      // One line names the check and the first problem; the others follow.
      assert.equal(error.message, 'contract: ./routes 1 route(s) without a path and a Component');
      assert.match(error.details, /\.\/widgets\/featured has no default-exported component/);
      assert.match(
        error.details,
        /\.\/routes exports the path \/not-claimed that the shell's configuration does not route to it/,
      );
      assert.match(
        error.details,
        new RegExp(
          `./routes no longer exports the path ${claimed[1]} that the shell's configuration routes to it`,
        ),
      );
      return true;
    });
  });

  test('an expose that fails to load fails the check', async () => {
    const throwing = fakeBuild({
      './routes': "throw new Error('module body crashed');",
    });
    made.push(throwing);
    await assert.rejects(contractCheck.smoke(hotels, throwing), /\.\/routes failed to load/);
  });
});
