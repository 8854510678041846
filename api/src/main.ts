import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { configFromEnv, listenConfigFromEnv } from './config';
import { drainServer, listenWithLimits, SERVER_LIMITS } from './server';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const listen = listenConfigFromEnv(process.env);
const config = configFromEnv(process.env, apiRoot, listen);
const { app, drain, close, log } = await createApp(config);

const server = listenWithLimits(app.fetch, listen, undefined, (port) => {
  log.info(
    {
      url: `http://${listen.host}:${port}`,
      database: config.databaseUrl ? 'postgres' : (config.dataDir ?? 'memory'),
      testMode: config.testMode,
      startupMs: Math.round(performance.now() - started),
    },
    'api listening',
  );
});

// Keep-alive clients get a second to finish and reconnect elsewhere before the listener closes; connections
// still open after the keep-alive timeout (plus a second) are cut; the process exits at the latest after 10 s.
const DRAIN = { graceMs: 1000, timeoutMs: SERVER_LIMITS.keepAliveTimeoutMs + 1000 };
const STOP_TIMEOUT_MS = 10_000;

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'api stopping: draining requests in flight');
  setTimeout(() => {
    log.warn('requests still running after the stop timeout; exiting');
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  await drainServer(server, drain, DRAIN);
  try {
    await close();
    log.info('api stopped');
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
