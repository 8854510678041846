import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../shared/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
