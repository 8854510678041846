import { defineAppTestConfig } from '../platform/src/vitest-preset';

export default defineAppTestConfig({ setupFiles: ['./src/testing/dialog-setup.ts'] });
