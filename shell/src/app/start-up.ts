/**
 * Start-up helpers the entry (index.ts) runs before the federation runtime has loaded anything, so
 * this module imports nothing: it stays in the entry chunk at a few hundred bytes.
 */

/** Served beside the shell with revalidation, so each environment (and each remote release) edits one file. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

let earlyConfig: Promise<Response> | undefined;

/**
 * Requests the run-time configuration at once, while the shell's start-up chunks download, instead of
 * after they have run.
 */
export function requestRuntimeConfigEarly(): void {
  earlyConfig = fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  // A failure is reported by the one who reads it (loadRuntimeConfig), not as an unhandled rejection.
  earlyConfig.catch(() => undefined);
}

/** `fetch` that answers the first request for the configuration with the early request, if one was made. */
export const fetchWithEarlyConfig: typeof fetch = (input, init) => {
  if (earlyConfig && input === RUNTIME_CONFIG_URL) {
    const response = earlyConfig;
    earlyConfig = undefined;
    return response;
  }
  return fetch(input, init);
};

/**
 * Ends the current task and continues in a new one, so the browser can handle input (and paint) in
 * between: `scheduler.yield()` where there is one (the continuation keeps its priority), else a
 * zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Settles in a task after the browser has painted its next frame (at once in a hidden tab, which
 * paints no frames): the start-up's code runs after the pre-rendered page is on screen, not between
 * its HTML and its first paint.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState !== 'visible') next();
    else requestAnimationFrame(next);
  });
}

/** How long the start-up waits, at most, for the pictures on screen before its code runs. */
export const PICTURES_WAIT_MS = 1000;

const HERO_IMAGE = /--hero-image:\s*url\("?([^")]+)"?\)/;

/**
 * The pictures of the pre-rendered page that are on screen: `<img>`s that are not lazy and heroes' CSS
 * backgrounds (`--hero-image`), as images to decode. The page's largest paint is usually one of them.
 */
export function picturesOnScreen(root: ParentNode = document): HTMLImageElement[] {
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  const images = [...root.querySelectorAll<HTMLImageElement>('#root img:not([loading="lazy"])')].filter(
    (image) => !image.src.startsWith('data:') && onScreen(image),
  );
  for (const element of root.querySelectorAll<HTMLElement>('#root [style*="--hero-image"]')) {
    const url = HERO_IMAGE.exec(element.getAttribute('style') ?? '')?.[1];
    if (!url || url.startsWith('data:') || !onScreen(element)) continue;
    const image = new Image();
    image.src = url;
    images.push(image);
  }
  return images;
}

/**
 * Settles once each of `images` is decoded (or has failed), or after `capMs`: the start-up's first
 * tasks then run after the page's pictures have painted, not between their download and their paint.
 */
export function picturesReady(images: readonly HTMLImageElement[], capMs = PICTURES_WAIT_MS): Promise<void> {
  if (images.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.allSettled(images.map((image) => image.decode())).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
  ]);
}
