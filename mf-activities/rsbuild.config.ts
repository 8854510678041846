import { defineAppConfig } from '@andaman/platform/rsbuild-preset';
import federation from './module-federation.config';

export default defineAppConfig({ role: 'remote', port: 3003, federation, title: 'Activities (standalone)' });
