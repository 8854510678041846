import { REMOTE_PAGE_ID_PREFIX, RemotePageContent, RemoteRoot } from '@andaman/shared/remote-root';
import { MemoryRouter } from '@andaman/shared/router';
import { StaticRouter } from '@andaman/shared/router-server';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { takeComposedFirstView } from './first-view';
import { RemotePage } from './remote-page';

const mocks = vi.hoisted(() => ({
  get: vi.fn(),
  preloadAntdTheme: vi.fn(),
  preloadQueryRuntime: vi.fn(),
  themeLoaded: Promise.resolve(),
}));

// antd's theme is still on its way: a page that needs it waits for it.
vi.mock('@andaman/shared/ui/antd-theme', async () => {
  const { use } = await import('react');
  return {
    preloadAntdTheme: mocks.preloadAntdTheme,
    AntdTheme: ({ children }: { children: React.ReactNode }) => {
      use(mocks.themeLoaded);
      return children;
    },
  };
});

// TanStack Query's runtime is in.
vi.mock('@andaman/shared/ui/query-scope', () => ({
  preloadQueryRuntime: mocks.preloadQueryRuntime,
  QueryScope: ({ children }: { children: React.ReactNode }) => children,
}));

vi.mock('../remotes/remote-modules', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../remotes/remote-modules')>()),
  remoteModules: { get: mocks.get, forget: vi.fn() },
}));

afterEach(() => vi.clearAllMocks());

/** A promise React's `use` reads at once (as it does one it has seen settle). */
const fulfilled = <T,>(value: T) => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

const hotelsRoutes = [
  {
    path: '/hotels',
    Component: () => <h1>Hotels in Andaman</h1>,
    preload: () => Promise.resolve(),
  },
];

/** The page's first view as the remote's renderer writes it (the same tree, rendered to a string). */
function firstViewOf(path: string, renderedFor: string) {
  const markup = renderToString(
    <RemoteRoot
      hydrating={false}
      toast={null}
      fallback={null}
      router={(content) => <StaticRouter location={renderedFor}>{content}</StaticRouter>}
    >
      <RemotePageContent route={hotelsRoutes[0] as (typeof hotelsRoutes)[0]} />
    </RemoteRoot>,
    { identifierPrefix: REMOTE_PAGE_ID_PREFIX },
  );
  return (
    `<div data-remote-first-view="hotels" data-first-view-src="/_first-view/hotels/hotels.html">` +
    `<div data-first-view-of="${path}">` +
    `<div data-remote-root data-rendered-for="${renderedFor}">${markup}</div></div></div>`
  );
}

const renderPage = (path: string, at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <RemotePage remote="hotels" path={path} />
    </MemoryRouter>,
  );

describe('RemotePage', () => {
  it("asks for the remote's routes at once, and shows the loading overlay until the page has loaded", async () => {
    mocks.get.mockReturnValue(new Promise(() => undefined));
    renderPage('/hotels', '/hotels');
    expect(mocks.get).toHaveBeenCalledWith('hotels/routes');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it("renders the page in a root of its own inside the page's slot, never asking for antd's theme (its parts load it on use)", async () => {
    const routes = [{ path: '/hotels/:hotelId', Component: () => <h1>One hotel</h1>, preload: vi.fn() }];
    routes[0]?.preload.mockResolvedValue(undefined);
    mocks.get.mockReturnValue(fulfilled({ routes }));
    mocks.themeLoaded = fulfilled(undefined);
    const { container } = renderPage('/hotels/:hotelId', '/hotels/3');
    expect(await screen.findByRole('heading', { name: 'One hotel' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote-first-view="hotels"] h1')).not.toBeNull();
    expect(mocks.preloadAntdTheme).not.toHaveBeenCalled();
    expect(routes[0]?.preload).toHaveBeenCalled();
  });

  it('hydrates the first view the serving layer composed for this address: the same elements, made live', async () => {
    const page = document.createElement('div');
    page.innerHTML = firstViewOf('/hotels', '/hotels');
    document.body.append(page);
    const served = page.querySelector('h1');
    takeComposedFirstView(page);
    mocks.get.mockReturnValue(fulfilled({ routes: hotelsRoutes }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/hotels']}>
          <RemotePage remote="hotels" path="/hotels" />
        </MemoryRouter>,
        // The shell hydrates its slot, which keeps the served content as it is.
        { container: page, hydrate: true },
      );
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hotels in Andaman' })).toBe(served));
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders the page afresh when the first view was rendered for another address', async () => {
    const page = document.createElement('div');
    page.innerHTML = firstViewOf('/hotels', '/hotels');
    const served = page.querySelector('h1');
    takeComposedFirstView(page);
    mocks.get.mockReturnValue(fulfilled({ routes: hotelsRoutes }));
    renderPage('/hotels', '/hotels?page=2');
    const live = await screen.findAllByRole('heading', { name: 'Hotels in Andaman' });
    expect(live.some((heading) => heading !== served)).toBe(true);
  });

  it('gives the data a first view rendered per request carries', () => {
    const state = { mutations: [], queries: [{ queryKey: ['hotels', 'detail', 1], state: { data: {} } }] };
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-remote-first-view="hotels"><div data-first-view-of="/hotels/:hotelId"><h1>Aberdeen Bazaar Inn</h1>' +
      `<script type="application/json" data-first-view-state>${JSON.stringify(state)}</script></div></div>`;
    expect(takeComposedFirstView(root)).toEqual({ state });
    // Data that is not JSON is no data; a page without a first view has none.
    root.querySelector('script')?.replaceChildren('{not json');
    expect(takeComposedFirstView(root)).toEqual({ state: undefined });
    expect(takeComposedFirstView(document.createElement('div'))).toBeUndefined();
  });
});
