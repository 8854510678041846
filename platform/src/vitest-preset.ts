/**
 * Unit-test settings every app shares, so each app's vitest.config.ts only says what is its own.
 *
 * Two projects: logic (`*.test.ts`) runs in Node, components (`*.test.tsx`) in jsdom. Building a jsdom
 * window for every test file would be most of the run time for pure rules and contracts; a `.ts` test that needs the browser (storage, `window`) says so in its first line with
 * `// @vitest-environment jsdom`. Two workers: the machines have two cores (vitest's default is one).
 * A component test that replaces `window.location` runs in a third project, `components-own-window`
 * (see componentTestsReplacingLocation).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

export interface AppTestOptions {
  /** Folders (relative to the app) holding tests; `src` unless said otherwise. */
  roots?: string[];
  /** Setup files after the shared one (browser stubs, jest-dom matchers). */
  setupFiles?: string[];
  /** Per-test limit; antd renders slowly under jsdom on a busy 2-core machine. */
  testTimeout?: number;
}

const ANTD_STATIC_CSS = /\/antd-css\/[a-z-]+\.css$/;

/** jsdom's computed styles ignore rules inside `@layer`: under test, antd's static CSS is unlayered. */
const antdCssOutsideLayer = {
  name: 'antd-css-outside-layer',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    if (!ANTD_STATIC_CSS.test(id)) return undefined;
    return code.replace(/@layer [a-z]+\{([\s\S]*)\}\s*$/, '$1');
  },
};

/**
 * In the `vmThreads` pool an external CommonJS file cannot `require()` an ES module, which
 * react-router-dom's CommonJS entry does (`react-router/dom`); its ES module entry imports it instead.
 */
const REACT_ROUTER_DOM_ESM = createRequire(new URL('../../shared/package.json', import.meta.url))
  .resolve('react-router-dom')
  .replace(/index\.js$/, 'index.mjs');

const SHARED_SETUP = fileURLToPath(new URL('../../shared/vitest.setup.ts', import.meta.url));

/**
 * Component tests that replace `window.location` (`vi.stubGlobal('location', …)`). In the `vmThreads`
 * pool the jsdom window is the test's global object, whose `location` cannot be redefined, so these
 * files get a jsdom of their own in a forked process (the pool every component test used before).
 */
function componentTestsReplacingLocation(roots: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (
        entry.name.endsWith('.test.tsx') &&
        /stubGlobal\(\s*['"]location['"]/.test(readFileSync(path, 'utf8'))
      ) {
        found.push(relative(process.cwd(), path));
      }
    }
  };
  for (const root of roots) {
    try {
      walk(join(process.cwd(), root));
    } catch {
      // a root without tests
    }
  }
  return found;
}

export function defineAppTestConfig({
  roots = ['src'],
  setupFiles = [],
  testTimeout = 30_000,
}: AppTestOptions = {}): ViteUserConfig {
  const setup = [SHARED_SETUP, ...setupFiles];
  const ownWindow = componentTestsReplacingLocation(roots);
  return defineConfig({
    plugins: [antdCssOutsideLayer],
    resolve: { alias: [{ find: /^react-router-dom$/, replacement: REACT_ROUTER_DOM_ESM }] },
    test: {
      globals: true,
      testTimeout,
      // antd's static CSS (see antd-static-css.tsx) goes into jsdom's document, as antd's run-time
      // styles did: what a component hides with CSS (a closed drawer) is hidden to role queries too.
      css: { include: [ANTD_STATIC_CSS] },
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            // Pure rules and contracts: the files of a worker share one module graph instead of each
            // re-importing zod, the schemas and the setup file, which was most of their run time.
            isolate: false,
            setupFiles: setup,
            include: roots.map((root) => `${root}/**/*.test.ts`),
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            // Each file still gets a fresh jsdom and module graph (a VM context), but the worker and
            // jsdom's own code are reused, so building the environment costs far less.
            pool: 'vmThreads',
            setupFiles: setup,
            include: roots.map((root) => `${root}/**/*.test.tsx`),
            exclude: [...configDefaults.exclude, ...ownWindow],
          },
        },
        ...(ownWindow.length
          ? [
              {
                extends: true as const,
                test: {
                  name: 'components-own-window',
                  environment: 'jsdom',
                  pool: 'forks' as const,
                  setupFiles: setup,
                  include: ownWindow,
                },
              },
            ]
          : []),
      ],
    },
  });
}
