import { defineAppTestConfig } from '../shared/build/vitest-preset';

export default defineAppTestConfig({ testTimeout: 60_000 });
