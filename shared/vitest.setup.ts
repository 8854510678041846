import '@testing-library/jest-dom/vitest';
import { beforeAll, vi } from 'vitest';
import { staticMediaQueryList } from './src/testing/media-queries';

/*
 * jsdom lacks a few browser APIs that antd (responsive grid, carousel, Image) and our
 * reduced-motion hook call. Stubs answer "no media query matches"; a test that needs a
 * match overrides `window.matchMedia` for itself.
 */
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: vi.fn((query: string) => staticMediaQueryList(query, false)),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }

  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

/*
 * Toasts and `AntdTheme` load antd lazily in the browser; loading it once before the tests keeps the
 * first toast of a test from waiting on a cold import of antd (seconds in jsdom).
 */
if (typeof window !== 'undefined') {
  beforeAll(async () => {
    await Promise.all([
      import('@andaman/shared/ui/toast-host'),
      import('@andaman/shared/ui/themed-config-provider'),
    ]);
  }, 30_000);
}

/*
 * `SafeHtml` loads its sanitiser on first use (a render outside hydration suspends for it): loaded once
 * here, components that show HTML render it at once in a test, as they did when it came with the page.
 * safe-html.test.tsx checks the first use itself, in a fresh copy of the module.
 */
beforeAll(async () => {
  const { loadSanitizer } = await import('@andaman/shared/ui/safe-html');
  await loadSanitizer();
}, 30_000);

/*
 * `findBy…` and `waitFor` wait up to 8 s (Testing Library's default is 1 s): a toast or a lazy chunk
 * can take seconds on a busy 2-core machine with two test workers, and a wait ends as soon as its
 * condition holds, so a passing test is not slower for it.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 8_000 });
}
