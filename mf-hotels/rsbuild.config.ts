import { defineAppConfig } from '@andaman/platform/rsbuild-preset';
import federation from './module-federation.config';

export default defineAppConfig({ role: 'remote', port: 3002, federation, title: 'Hotels (standalone)' });
