import { render, screen } from '@testing-library/react';
import { RemotePage } from './remote-page';

const mocks = vi.hoisted(() => ({
  get: vi.fn(),
  preloadAntdTheme: vi.fn(),
  themeLoaded: Promise.resolve(),
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

vi.mock('./remote-modules', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./remote-modules')>()),
  remoteModules: { get: mocks.get, forget: vi.fn() },
}));

afterEach(() => vi.clearAllMocks());

/** A promise React's `use` reads at once (as it does one it has seen settle). */
const fulfilled = <T,>(value: T) => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

describe('RemotePage', () => {
  it("asks for the remote's routes while antd's theme is still loading, not after it", () => {
    mocks.themeLoaded = new Promise(() => undefined);
    mocks.get.mockReturnValue(new Promise(() => undefined));
    render(<RemotePage remote="hotels" path="/hotels" />);
    expect(mocks.preloadAntdTheme).toHaveBeenCalled();
    expect(mocks.get).toHaveBeenCalledWith('hotels/routes');
  });

  it('renders the route the shell matched once both have loaded', async () => {
    mocks.themeLoaded = fulfilled(undefined);
    const routes = [
      { path: '/hotels', Component: () => <h1>Hotels</h1> },
      { path: '/hotels/:hotelId', Component: () => <h1>One hotel</h1> },
    ];
    mocks.get.mockReturnValue(fulfilled({ routes }));
    render(<RemotePage remote="hotels" path="/hotels/:hotelId" />);
    expect(await screen.findByRole('heading', { name: 'One hotel' })).toBeInTheDocument();
  });
});
