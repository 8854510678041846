// The worker thread that runs remotes' request-time first-view renderers (first-view-renderers.ts):
// plain JavaScript, so it runs the same under tsx, vitest and plain Node. It imports each renderer
// file once and answers `render` messages; `ping` proves its event loop is not stuck in a renderer.
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

const modules = new Map();

parentPort?.on('message', async (message) => {
  if (message.type === 'ping') {
    parentPort?.postMessage({ type: 'pong' });
    return;
  }
  const { id, file, pathname, apiConfig } = message;
  try {
    let module = modules.get(file);
    if (!module) {
      module = import(pathToFileURL(file).href);
      modules.set(file, module);
    }
    const html = await (await module).renderFirstView?.(pathname, apiConfig);
    parentPort?.postMessage({ type: 'result', id, html: typeof html === 'string' ? html : undefined });
  } catch (error) {
    parentPort?.postMessage({ type: 'result', id, error: String(error?.message ?? error) });
  }
});
