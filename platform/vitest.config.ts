import { defineAppTestConfig } from './src/vitest-preset';

export default defineAppTestConfig();
