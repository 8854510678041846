import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { runtimeConfigSchema } from '@andaman/shared/runtime-config-schema';

/** A small run-time configuration for the delivery tests: one remote with releases, one without. */
export const baseConfig: RuntimeConfig = runtimeConfigSchema.parse({
  environment: 'local',
  registry: '/registry.json',
  remotes: [
    {
      name: 'hotels',
      entry: 'http://localhost:3002/mf-manifest.json',
      routes: ['/hotels'],
      releases: 'http://localhost:3002/releases/',
    },
    { name: 'blog', entry: 'http://localhost:3005/mf-manifest.json', routes: ['/blog'] },
  ],
  api: { baseUrl: '/api', contentBaseUrl: '/wp-json' },
  contact: { callLink: 'tel:1', whatsAppLink: 'https://wa.me/1', supportEmail: 'a@b.example' },
  paymentOrigins: ['http://localhost:4000'],
  overrideOrigins: ['http://localhost:3090'],
});
