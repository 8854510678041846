import { act, render, screen } from '@testing-library/react';
import { takeComposedFirstView } from './first-view';
import { RemotePage } from './remote-page';

const mocks = vi.hoisted(() => ({
  get: vi.fn(),
  preloadAntdTheme: vi.fn(),
  preloadQueryRuntime: vi.fn(),
  themeLoaded: Promise.resolve(),
  queriesLoaded: Promise.resolve(),
}));

// antd's theme is still on its way: the page's content waits for it.
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

// TanStack Query's runtime, likewise.
vi.mock('@andaman/shared/ui/query-scope', async () => {
  const { use } = await import('react');
  return {
    preloadQueryRuntime: mocks.preloadQueryRuntime,
    QueryScope: ({ children }: { children: React.ReactNode }) => {
      use(mocks.queriesLoaded);
      return children;
    },
  };
});

vi.mock('../remotes/remote-modules', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../remotes/remote-modules')>()),
  remoteModules: { get: mocks.get, forget: vi.fn() },
}));

afterEach(() => vi.clearAllMocks());
beforeEach(() => {
  mocks.queriesLoaded = fulfilled(undefined);
  mocks.themeLoaded = fulfilled(undefined);
});

/** A promise React's `use` reads at once (as it does one it has seen settle). */
const fulfilled = <T,>(value: T) => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

describe('RemotePage', () => {
  it("asks for the remote's routes at once, and never for antd's theme (its parts load it on use)", async () => {
    mocks.themeLoaded = new Promise(() => undefined);
    mocks.get.mockReturnValue(fulfilled({ routes: [{ path: '/ferry', Component: () => <h1>Ferry</h1> }] }));
    render(<RemotePage remote="ferry" path="/ferry" />);
    expect(mocks.get).toHaveBeenCalledWith('ferry/routes');
    expect(await screen.findByRole('heading', { name: 'Ferry' })).toBeInTheDocument();
    expect(mocks.preloadAntdTheme).not.toHaveBeenCalled();
  });

  it("loads the page's code beside TanStack Query's runtime, and renders it once both are in", async () => {
    mocks.queriesLoaded = new Promise(() => undefined);
    const preload = vi.fn(() => Promise.resolve());
    const routes = [{ path: '/blog', Component: () => <h1>Blog</h1>, preload }];
    mocks.get.mockReturnValue(fulfilled({ routes }));
    const { rerender } = render(<RemotePage remote="blog" path="/blog" />);
    expect(preload).toHaveBeenCalled();
    expect(mocks.preloadQueryRuntime).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Blog' })).not.toBeInTheDocument();
    mocks.queriesLoaded = fulfilled(undefined);
    rerender(<RemotePage remote="blog" path="/blog" key="again" />);
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  });

  describe('with a first view the serving layer composed into the page', () => {
    const composedPage = (path: string) => {
      const root = document.createElement('div');
      root.innerHTML =
        '<div data-remote-first-view="hotels">' +
        `<div data-first-view-of="${path}" inert><section><h1>Hotels in Andaman</h1></section></div></div>`;
      return root;
    };

    it('shows that first view until the page has loaded, then the page, and the overlay on a later visit', async () => {
      takeComposedFirstView(composedPage('/hotels'));
      let loadRoutes: (module: unknown) => void = () => undefined;
      mocks.get.mockReturnValue(new Promise((resolve) => (loadRoutes = resolve)));
      const { rerender } = render(<RemotePage remote="hotels" path="/hotels" />);
      // Inert: a picture of the page, hidden from assistive technology until the page is live.
      expect(document.querySelector('[data-first-view-of="/hotels"]')).toHaveAttribute('inert');
      expect(document.querySelector('h1')).toHaveTextContent('Hotels in Andaman');
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
      const routes = [{ path: '/hotels', Component: () => <h1>Hotels</h1> }];
      await act(async () => loadRoutes({ routes }));
      // React learns the routes have arrived when the boundary renders again (as the other tests do).
      rerender(<RemotePage remote="hotels" path="/hotels" />);
      expect(await screen.findByRole('heading', { name: 'Hotels' })).toBeInTheDocument();
      expect(document.querySelector('[data-first-view-of]')).not.toBeInTheDocument();

      mocks.get.mockReturnValue(new Promise(() => undefined));
      rerender(<RemotePage remote="hotels" path="/hotels" key="later" />);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    });

    it('gives the data a first view rendered per request carries, and shows it for the route pattern', () => {
      const state = { mutations: [], queries: [{ queryKey: ['hotels', 'detail', 1], state: { data: {} } }] };
      const root = document.createElement('div');
      root.innerHTML =
        '<div data-remote-first-view="hotels"><div data-first-view-of="/hotels/:hotelId" inert><h1>Aberdeen Bazaar Inn</h1>' +
        `<script type="application/json" data-first-view-state>${JSON.stringify(state)}</script></div></div>`;
      expect(takeComposedFirstView(root)).toEqual({ state });
      mocks.get.mockReturnValue(new Promise(() => undefined));
      render(<RemotePage remote="hotels" path="/hotels/:hotelId" />);
      expect(screen.getByRole('heading', { name: 'Aberdeen Bazaar Inn' })).toBeInTheDocument();
      // Data that is not JSON is no data; a page without a first view has none.
      root.querySelector('script')?.replaceChildren('{not json');
      expect(takeComposedFirstView(root)).toEqual({ state: undefined });
      expect(takeComposedFirstView(composedPage('/hotels'))).toEqual({ state: undefined });
      expect(takeComposedFirstView(document.createElement('div'))).toBeUndefined();
    });

    it("shows the loading overlay on another page than the first view's", () => {
      takeComposedFirstView(composedPage('/hotels'));
      mocks.get.mockReturnValue(new Promise(() => undefined));
      render(<RemotePage remote="hotels" path="/hotels/checkout" />);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(document.querySelector('[data-first-view-of]')).not.toBeInTheDocument();
      takeComposedFirstView(document.createElement('div'));
    });
  });
});
