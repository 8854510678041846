import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    // A cold first render (antd theme, lazy chunks) takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    setupFiles: ['../shared/vitest.setup.ts', './src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
