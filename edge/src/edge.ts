// The edge: every app's origin of one site instance, started from its configuration. Stops by
// draining (`stop()`): no request in flight is cut.
import type http from 'node:http';
import { type ApiHealth, apiHealth, httpProbe } from './api-health.ts';
import { createAppServer } from './app-server.ts';
import type { EdgeConfig } from './config.ts';
import { drainable } from './drain.ts';
import type { LiveRegistry, RegistryStore } from './registry/registry-store.ts';

export interface Edge {
  servers: { name: string; port: number; server: http.Server }[];
  api: ApiHealth;
  /** Drains every origin, then releases the registry; resolves with the requests cut (0 when all finished). */
  stop(): Promise<{ cut: number }>;
}

const listen = (server: http.Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** Starts one server per app of `config`, reading the registry from `store`. */
export async function startEdge(config: EdgeConfig, store: RegistryStore): Promise<Edge> {
  const registry: LiveRegistry = await store.live(config.environment);
  const api = apiHealth({ probe: httpProbe(new URL(config.apiHealthPath, config.apiOrigin).href) });
  const servers: Edge['servers'] = [];
  try {
    for (const app of config.apps) {
      const server = createAppServer({ app, config, registry, api });
      await listen(server, app.port, config.listenHost);
      servers.push({ name: app.name, port: app.port, server });
    }
  } catch (error) {
    for (const { server } of servers) server.close();
    await registry.close();
    api.close();
    throw error;
  }
  const drains = servers.map(({ server }) => drainable(server));
  return {
    servers,
    api,
    async stop() {
      const results = await Promise.all(drains.map((one) => one.drain(config.drainTimeoutMs)));
      api.close();
      await registry.close();
      return { cut: results.reduce((sum, result) => sum + result.cut, 0) };
    },
  };
}
