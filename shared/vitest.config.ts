import { defineAppTestConfig } from './build/vitest-preset';

export default defineAppTestConfig({ roots: ['src', 'build'] });
