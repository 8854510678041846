// The worker thread that runs one remote's request-time first-view renderer (first-view-renderers.ts):
// plain JavaScript, so it runs the same under tsx, vitest and plain Node. It loads its renderer file
// as soon as it starts (`ready` once loaded) and answers `render` messages; `ping` proves its event
// loop is not stuck in a renderer.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const module = import(pathToFileURL(workerData.file).href);
module.then(
  () => parentPort?.postMessage({ type: 'ready' }),
  () => parentPort?.postMessage({ type: 'load-error' }),
);

parentPort?.on('message', async (message) => {
  if (message.type === 'ping') {
    parentPort?.postMessage({ type: 'pong' });
    return;
  }
  const { id, pathname, apiConfig } = message;
  try {
    const html = await (await module).renderFirstView?.(pathname, apiConfig);
    parentPort?.postMessage({ type: 'result', id, html: typeof html === 'string' ? html : undefined });
  } catch (error) {
    parentPort?.postMessage({ type: 'result', id, error: String(error?.message ?? error) });
  }
});
