import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { configFromEnv, listenConfigFromEnv } from './config';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const listen = listenConfigFromEnv(process.env);
const { host, port } = listen;
const config = configFromEnv(process.env, apiRoot, listen);
const { app, close, log } = await createApp(config);

const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
  log.info(
    {
      url: `http://${host}:${info.port}`,
      database: config.databaseUrl ? 'postgres' : (config.dataDir ?? 'memory'),
      testMode: config.testMode,
      startupMs: Math.round(performance.now() - started),
    },
    'api listening',
  );
});

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'api stopping');
  // Slow clients must not keep the process alive forever.
  setTimeout(() => process.exit(1), 5000).unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  try {
    await close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'database close failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// Started by the site's start script (or a test run): stop when that process is gone, even if it
// was killed without a chance to stop us, so no server outlives the run that started it.
const parentPid = Number(process.env.API_PARENT_PID);
if (Number.isInteger(parentPid) && parentPid > 0) {
  setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      void stop('parent exited');
    }
  }, 2000).unref();
}
