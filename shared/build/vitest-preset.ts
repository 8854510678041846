/**
 * Unit-test settings every app shares, so each app's vitest.config.ts only says what is its own.
 *
 * Two projects: logic (`*.test.ts`) runs in Node, components (`*.test.tsx`) in jsdom. Building a jsdom
 * window costs about a second per test file, which is most of the run time for pure rules and
 * contracts; a `.ts` test that needs the browser (storage, `window`) says so in its first line with
 * `// @vitest-environment jsdom`. Two workers: the machines have two cores (vitest's default is one).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

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

const SHARED_SETUP = fileURLToPath(new URL('../vitest.setup.ts', import.meta.url));

export function defineAppTestConfig({
  roots = ['src'],
  setupFiles = [],
  testTimeout = 30_000,
}: AppTestOptions = {}): ViteUserConfig {
  const setup = [SHARED_SETUP, ...setupFiles];
  return defineConfig({
    plugins: [antdCssOutsideLayer],
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
            setupFiles: setup,
            include: roots.map((root) => `${root}/**/*.test.ts`),
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            setupFiles: setup,
            include: roots.map((root) => `${root}/**/*.test.tsx`),
          },
        },
      ],
    },
  });
}
