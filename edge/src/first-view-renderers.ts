// The remotes' request-time first-view renderers (`RemoteRoute.firstView` on a route with parameters),
// loaded by the edge from the release the registry points at: each is one ES module file, fetched,
// written under a folder of this process (removed when it exits) by its content's hash and loaded
// once per content; a URL is checked again after RECHECK_MS, so a shipped or rolled-back remote is
// picked up without a restart.
// A renderer is a team's code running on the server for every visitor: it runs isolated, in a worker
// thread of its own (one per renderer file), never on the edge's event loop. A render that takes longer
// than its budget gives the page its stub; a worker whose event loop does not answer a ping then (a
// renderer stuck in a loop) is terminated, one that runs out of its memory limit (a leak) exits, and
// the next request starts a fresh one: the site keeps serving meanwhile.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  FIRST_VIEW_TIMEOUT_MS,
  type FirstViewRenderer,
  type LoadPerRequest,
  type LoadRenderer,
  type RendererApiConfig,
} from './first-view-includes.ts';

const RECHECK_MS = 5000;
const FETCH_TIMEOUT_MS = 1500;

export interface RendererLoaderOptions {
  fetchImpl?: typeof fetch;
  now?: () => number;
  importFile?: (file: string) => Promise<FirstViewRenderer>;
}

/** A loader: `load(url)` resolves to the renderer module at `url`, or undefined when it has none. */
export function rendererLoader({
  fetchImpl = fetch,
  now = Date.now,
  importFile = isolatedRenderers().importFile,
}: RendererLoaderOptions = {}): LoadRenderer {
  let folder: string | undefined;
  const byUrl = new Map<string, { checked: number; module: Promise<FirstViewRenderer> }>();
  const byHash = new Map<string, Promise<FirstViewRenderer>>();
  const fileFor = (hash: string, text: string) => {
    if (!folder) {
      const created = mkdtempSync(join(tmpdir(), `andaman-edge-${process.pid}-renderers-`));
      folder = created;
      process.on('exit', () => rmSync(created, { recursive: true, force: true }));
    }
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${hash}.mjs`);
    writeFileSync(file, text);
    return file;
  };
  return async function load(url) {
    const known = byUrl.get(url.href);
    if (known && now() - known.checked < RECHECK_MS) return known.module;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) {
      byUrl.delete(url.href);
      return undefined;
    }
    const text = await response.text();
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
    let module = byHash.get(hash);
    if (!module) {
      module = importFile(fileFor(hash, text));
      byHash.set(hash, module);
    }
    byUrl.set(url.href, { checked: now(), module });
    return module;
  };
}

/**
 * A loader of the route patterns a release renders per request (`perRequest` of its `first-views.json`),
 * asked again after RECHECK_MS like a renderer; none when the file does not answer or is unreadable.
 */
export function perRequestLoader({
  fetchImpl = fetch,
  now = Date.now,
}: Pick<RendererLoaderOptions, 'fetchImpl' | 'now'> = {}): LoadPerRequest {
  const byUrl = new Map<string, { checked: number; paths: Promise<readonly string[]> }>();
  const read = async (url: URL): Promise<readonly string[]> => {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) return [];
      const { perRequest } = (await response.json()) as { perRequest?: unknown };
      return Array.isArray(perRequest)
        ? perRequest.filter((path): path is string => typeof path === 'string')
        : [];
    } catch {
      return [];
    }
  };
  return (url) => {
    const known = byUrl.get(url.href);
    if (known && now() - known.checked < RECHECK_MS) return known.paths;
    const paths = read(url);
    byUrl.set(url.href, { checked: now(), paths });
    return paths;
  };
}

/** How long a worker may take to answer a ping after a late render before it counts as stuck. */
const PING_TIMEOUT_MS = 250;
/**
 * How long a worker may take to load its renderer (a bundle of a few MB, evaluated in one go: no ping
 * is answered meanwhile) before it counts as stuck.
 */
const LOAD_TIMEOUT_MS = 15_000;
/** A worker unused this long is stopped (an old release's renderer). */
const IDLE_MS = 60_000;
/** The heap a renderer's worker may use; past it the worker exits (a leak) and a new one starts. */
export const RENDERER_HEAP_MB = 256;

export interface IsolatedRenderersOptions {
  budgetMs?: number;
  heapMb?: number;
  pingTimeoutMs?: number;
  loadTimeoutMs?: number;
  idleMs?: number;
}

interface Pending {
  resolve: (html: string | undefined) => void;
  timer: NodeJS.Timeout;
}

/** One renderer file's worker: renders with a budget, and ends itself when stuck, out of memory or idle. */
function rendererWorker(file: string, options: Required<IsolatedRenderersOptions>, onExit: () => void) {
  const started = Date.now();
  let ready = false;
  const worker = new Worker(new URL('./renderer-worker.mjs', import.meta.url), {
    workerData: { file },
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    // The renderer runs plain JavaScript: no TypeScript loader in the worker.
    execArgv: [],
  });
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let pongs: (() => void)[] = [];
  let idle: NodeJS.Timeout | undefined;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(idle);
    for (const { resolve, timer } of pending.values()) {
      clearTimeout(timer);
      resolve(undefined);
    }
    pending.clear();
    onExit();
    void worker.terminate();
  };
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (pending.size === 0) end();
    }, options.idleMs);
    idle.unref();
  };
  worker.on('message', (message: { type: string; id?: number; html?: string }) => {
    if (message.type === 'ready') {
      ready = true;
      return;
    }
    if (message.type === 'load-error') {
      end();
      return;
    }
    if (message.type === 'pong') {
      for (const pong of pongs) pong();
      pongs = [];
      return;
    }
    const waiting = pending.get(message.id ?? -1);
    if (!waiting) return;
    pending.delete(message.id ?? -1);
    clearTimeout(waiting.timer);
    waiting.resolve(message.html);
  });
  worker.on('error', end);
  worker.on('exit', end);
  /** Posts to the worker; a worker that is gone ends (its requests get the stub). */
  const post = (message: unknown) => {
    try {
      worker.postMessage(message);
      return true;
    } catch {
      end();
      return false;
    }
  };
  /**
   * After a late render: a worker whose event loop does not answer a ping is stuck, and ended; one
   * still loading its renderer is given until LOAD_TIMEOUT_MS (it answers nothing while it evaluates).
   */
  const checkAlive = () => {
    if (!ready) {
      if (Date.now() - started > options.loadTimeoutMs) end();
      return;
    }
    const answered = new Promise<boolean>((resolve) => {
      pongs.push(() => resolve(true));
      setTimeout(() => resolve(false), options.pingTimeoutMs).unref();
    });
    if (!post({ type: 'ping' })) return;
    void answered.then((alive) => {
      if (!alive) end();
    });
  };
  return {
    get ended() {
      return ended;
    },
    /**
     * `visitor`: false for the warm-up's render, which does not start the idle countdown (a renderer
     * warmed at start waits for its first visitor however late they come).
     */
    render(pathname: string, apiConfig: RendererApiConfig, visitor = true): Promise<string | undefined> {
      if (visitor) touch();
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(undefined);
          checkAlive();
        }, options.budgetMs);
        pending.set(id, { resolve, timer });
        post({ type: 'render', id, pathname, apiConfig });
      });
    },
    close: end,
  };
}

/**
 * Renderer modules that run in worker threads (`importFile` for `rendererLoader`): the module handed
 * back only posts each render to its file's worker and answers within the budget, the stub's
 * `undefined` when the renderer throws, hangs or exhausts its memory.
 */
export function isolatedRenderers(options: IsolatedRenderersOptions = {}) {
  const settings = {
    budgetMs: options.budgetMs ?? FIRST_VIEW_TIMEOUT_MS,
    heapMb: options.heapMb ?? RENDERER_HEAP_MB,
    pingTimeoutMs: options.pingTimeoutMs ?? PING_TIMEOUT_MS,
    loadTimeoutMs: options.loadTimeoutMs ?? LOAD_TIMEOUT_MS,
    idleMs: options.idleMs ?? IDLE_MS,
  };
  const workers = new Map<string, ReturnType<typeof rendererWorker>>();
  const workerFor = (file: string) => {
    let worker = workers.get(file);
    if (!worker || worker.ended) {
      const created = rendererWorker(file, settings, () => {
        if (workers.get(file) === created) workers.delete(file);
      });
      worker = created;
      workers.set(file, worker);
    }
    return worker;
  };
  return {
    // The worker starts (and loads the renderer) as soon as the file is known, not at its first render.
    importFile: async (file: string): Promise<FirstViewRenderer> => {
      workerFor(file);
      return {
        renderFirstView: (pathname, apiConfig) => workerFor(file).render(pathname, apiConfig),
        warmUp: (pathname, apiConfig) => workerFor(file).render(pathname, apiConfig, false),
      };
    },
    /** The workers running now (tests). */
    get running() {
      return [...workers.values()].filter((worker) => !worker.ended).length;
    },
    close() {
      for (const worker of workers.values()) worker.close();
      workers.clear();
    },
  };
}
