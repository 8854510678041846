import { defineAppConfig } from '@andaman/shared/rsbuild-preset';
import federation from './module-federation.config';

export default defineAppConfig({
  role: 'host',
  port: 3000,
  federation,
  title: 'Andaman Islands: ferries, hotels, activities and holidays',
});
