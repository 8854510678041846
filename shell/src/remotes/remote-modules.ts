import { loadRemote } from '../app/federation';

/** What the shell's delivery view learns about each remote load (`app/delivery/observe`). */
export interface RemoteLoadObserver {
  started(moduleId: string): void;
  finished(moduleId: string, ms: number, error?: unknown): void;
}

/** Attempts and back-off for loading a remote module before its fallback is shown. */
export const REMOTE_LOAD_ATTEMPTS = 3;
const RETRY_BASE_DELAY_MS = 400;

/** Raised when a remote cannot be loaded or does not expose what the shell asked for. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${moduleId} is unavailable`, options);
    this.name = 'RemoteUnavailableError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Loader = <T>(id: string) => Promise<T | null>;

/**
 * Loads `remote/expose` with retries (the runtime forgets a failed manifest or entry, so each
 * attempt refetches). One promise per module id is cached so React's `use()` sees a stable
 * promise — a rejected one included, until `forget` (the fallback's Retry) evicts it; evicting it
 * by itself would make every re-render start a new load instead of showing the fallback.
 */
export function createRemoteModuleCache(
  load: Loader = loadRemote,
  delayMs = RETRY_BASE_DELAY_MS,
  initialObserver?: RemoteLoadObserver,
  /** A remote the environment switched off (`pnpm disable`) is not asked for: its fallback shows at once. */
  initiallyDisabled: (remote: string) => boolean = () => false,
) {
  let observer = initialObserver;
  let isDisabled = initiallyDisabled;
  const cache = new Map<string, Promise<unknown>>();

  async function attempt<T>(id: string): Promise<T> {
    const remote = id.split('/')[0] ?? id;
    if (isDisabled(remote)) {
      throw new RemoteUnavailableError(id, {
        cause: new Error(`${remote} is switched off in this environment`),
      });
    }
    const started = performance.now();
    observer?.started(id);
    let lastError: unknown;
    for (let index = 0; index < REMOTE_LOAD_ATTEMPTS; index += 1) {
      try {
        const module = await load<T>(id);
        if (module) {
          observer?.finished(id, performance.now() - started);
          return module;
        }
        lastError = new Error(`${id} resolved to nothing`);
      } catch (error) {
        lastError = error;
      }
      if (index < REMOTE_LOAD_ATTEMPTS - 1) await wait(delayMs * 2 ** index);
    }
    const error = new RemoteUnavailableError(id, { cause: lastError });
    observer?.finished(id, performance.now() - started, error);
    throw error;
  }

  return {
    get<T>(id: string): Promise<T> {
      let pending = cache.get(id) as Promise<T> | undefined;
      if (!pending) {
        pending = attempt<T>(id);
        cache.set(id, pending);
      }
      return pending;
    },
    /** Reports every load from now on to `next` (the shell's start-up gives its delivery observer). */
    observe(next: RemoteLoadObserver): void {
      observer = next;
    },
    /** Asks `next` from now on whether the environment switched a remote off (the shell's start-up gives it). */
    switchOff(next: (remote: string) => boolean): void {
      isDisabled = next;
    },
    /** Drops every cached module of a remote so the next render loads it again. */
    forget(remote: string): void {
      for (const id of cache.keys()) if (id.startsWith(`${remote}/`)) cache.delete(id);
    },
  };
}

/** The shell's one cache of remote modules. */
export const remoteModules = createRemoteModuleCache(loadRemote, RETRY_BASE_DELAY_MS);
