import { defineAppTestConfig } from '../platform/src/vitest-preset';

export default defineAppTestConfig();
