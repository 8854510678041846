import { defineAppConfig } from '@andaman/shared/rsbuild-preset';
import federation from './module-federation.config';

export default defineAppConfig({ role: 'remote', port: 3002, federation, title: 'Hotels (standalone)' });
