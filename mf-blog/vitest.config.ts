import { defineAppTestConfig } from '../shared/build/vitest-preset';

export default defineAppTestConfig();
