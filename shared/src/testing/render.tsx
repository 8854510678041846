import { type Location, MemoryRouter, Route, Routes, useLocation } from '@andaman/shared/router';
import { AppProviders } from '@andaman/shared/ui/app-providers';
import ThemedConfigProvider from '@andaman/shared/ui/themed-config-provider';
import { QueryClient } from '@tanstack/react-query';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

/** A QueryClient for one test: no retries (failures show at once) and nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL, path and query (default `/`). */
  route?: string;
  /**
   * Route pattern to mount `ui` at, so `useParams` works (e.g. `/hotels/:hotelId`). Any other
   * location renders nothing, which makes navigation away easy to assert.
   */
  path?: string;
  /** Bring your own client (e.g. pre-filled with `setQueryData`); a fresh one otherwise. */
  queryClient?: QueryClient;
  /** Passed to `userEvent.setup`; with fake timers use `{ advanceTimers: vi.advanceTimersByTime }`. */
  userEventOptions?: UserEventOptions;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
  /** The router's current location (pathname, search, hash, state) after whatever the test did. */
  getLocation: () => Location;
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders `ui` the way the shell renders a remote page (AppProviders: QueryClient, toasts; the antd
 * theme, loaded up front here so tests need not wait for `AntdTheme`'s chunk) inside a
 * MemoryRouter at `route`, with a fresh QueryClient and a user-event instance.
 *
 * ```tsx
 * const { user, getLocation } = renderWithProviders(<HotelsPage />, { route: '/hotels?guests=2' });
 * await user.click(screen.getByRole('button', { name: 'Search' }));
 * expect(getLocation().search).toContain('locationId=3');
 * ```
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    queryClient = createTestQueryClient(),
    userEventOptions,
    ...renderOptions
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  let current: Location | undefined;
  const recordLocation = (location: Location) => {
    current = location;
  };

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient}>
        <ThemedConfigProvider>
          <MemoryRouter initialEntries={[route]}>
            <LocationProbe onLocation={recordLocation} />
            {path ? (
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </ThemedConfigProvider>
      </AppProviders>
    );
  }

  const user = userEvent.setup(userEventOptions);
  const result = render(ui, { wrapper: Wrapper, ...renderOptions });
  return {
    ...result,
    queryClient,
    user,
    getLocation: () => {
      if (!current) throw new Error('renderWithProviders: the router has not rendered yet.');
      return current;
    },
  };
}
