import { defineConfig } from 'vitest/config';

// The fault lane (`pnpm test:faults`): real API processes and a private PostgreSQL that the scenarios kill,
// restart and race. One file at a time: each scenario measures what happens under its own load.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['faults/**/*.test.ts'],
    globalSetup: ['./faults/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
