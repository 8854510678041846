import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../shared/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd renders slowly under jsdom on a 2-core machine.
    testTimeout: 60_000,
  },
});
