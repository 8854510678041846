import { vi } from 'vitest';

/** A MediaQueryList for `query` that does or does not match, and never changes. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  } as MediaQueryList;
}

/**
 * Answers `window.matchMedia` for one test: a query matches when `matches(query)` says so (jsdom has no
 * media queries; the setup's stub matches none). Undo with `vi.restoreAllMocks()` or the returned spy.
 *
 * ```ts
 * mockMediaQueries((query) => query.includes('prefers-reduced-motion'));
 * ```
 */
export function mockMediaQueries(matches: (query: string) => boolean) {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => staticMediaQueryList(query, matches(query)));
}
