import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Builds one migrated, seeded PGlite folder; each test file starts from a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is memory-hungry and this machine has two cores.
    maxWorkers: 2,
  },
});
