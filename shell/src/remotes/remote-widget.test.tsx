import { RemoteRoot, RemoteWidgetContent, remoteWidgetIdPrefix } from '@andaman/shared/remote-root';
import { MemoryRouter } from '@andaman/shared/router';
import { StaticRouter } from '@andaman/shared/router-server';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { takeComposedFirstView } from '../app/first-view';
import { RemoteWidget } from './remote-widget';

/** What the site's QueryClient holds: the widget reads its cards from it, as `useQuery` would. */
const cache = vi.hoisted(() => ({ cards: undefined as string[] | undefined }));
const mocks = vi.hoisted(() => ({ get: vi.fn(), hydrateSiteQueries: vi.fn() }));

vi.mock('@andaman/shared/ui/antd-theme', () => ({
  preloadAntdTheme: vi.fn(),
  AntdTheme: ({ children }: { children: React.ReactNode }) => children,
}));

vi.mock('@andaman/shared/ui/query-scope', () => ({
  preloadQueryRuntime: vi.fn(),
  hydrateSiteQueries: mocks.hydrateSiteQueries,
  QueryScope: ({ children }: { children: React.ReactNode }) => children,
}));

vi.mock('./remote-modules', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./remote-modules')>()),
  remoteModules: { get: mocks.get, forget: vi.fn() },
}));

afterEach(() => {
  vi.clearAllMocks();
  cache.cards = undefined;
  document.body.replaceChildren();
});

/** A promise React's `use` reads at once (as it does one it has seen settle). */
const fulfilled = <T,>(value: T) => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

/** Home's packages: the cards from the cache, else the loading state. */
function Packages() {
  return (
    <section aria-busy={cache.cards === undefined || undefined}>
      <h2>Holiday Packages</h2>
      {cache.cards?.map((name) => (
        <h3 key={name}>{name}</h3>
      ))}
    </section>
  );
}

const WIDGET = 'widgets/holiday-packages';
const STATE = { mutations: [], queries: [{ queryKey: ['holidayPackages', 'list', { page: 1 }], state: {} }] };

/** The widget's first view rendered per request, as the renderer writes it: its cards and their data. */
function composedHome() {
  cache.cards = ['WEEKEND GATEWAY', 'EXPLORE ANDAMAN'];
  const markup = renderToString(
    <RemoteRoot
      hydrating={false}
      toast={null}
      fallback={null}
      router={(content) => <StaticRouter location="/">{content}</StaticRouter>}
    >
      <RemoteWidgetContent Widget={Packages} />
    </RemoteRoot>,
    { identifierPrefix: remoteWidgetIdPrefix(WIDGET) },
  );
  cache.cards = undefined;
  const page = document.createElement('div');
  page.innerHTML =
    '<div data-remote-first-view="holidays" data-first-view-src="/_first-view/holidays/widgets/holiday-packages.html">' +
    '<div data-first-view-of="/widgets/holiday-packages">' +
    `<div data-remote-root data-rendered-for="/">${markup}</div>` +
    `<script type="application/json" data-first-view-state>${JSON.stringify(STATE)}</script></div></div>`;
  document.body.append(page);
  return page;
}

describe('RemoteWidget', () => {
  it("gives the data its first view carries to the site's QueryClient before its root hydrates: the served cards, made live", async () => {
    const page = composedHome();
    const served = page.querySelector('h3');
    // The page's data is the page's: a widget's goes in when the widget's root starts.
    expect(takeComposedFirstView(page)).toBeUndefined();
    let given: () => void = () => undefined;
    mocks.hydrateSiteQueries.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          given = () => {
            cache.cards = ['WEEKEND GATEWAY', 'EXPLORE ANDAMAN'];
            resolve();
          };
        }),
    );
    mocks.get.mockReturnValue(fulfilled({ default: Packages }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/']}>
          <RemoteWidget remote="holidays" widget={WIDGET} title="Holiday Packages" />
        </MemoryRouter>,
        { container: page, hydrate: true },
      );
    });
    const slot = page.querySelector('[data-remote-first-view="holidays"]');
    expect(mocks.hydrateSiteQueries).toHaveBeenCalledWith(STATE);
    // Not hydrated before the data is in: it would render the loading state over the cards.
    expect(slot?.getAttribute('data-remote-root-state')).toBeNull();
    await act(async () => given());
    await waitFor(() => expect(slot?.getAttribute('data-remote-root-state')).toBe('live'));
    expect(screen.getByRole('heading', { name: 'WEEKEND GATEWAY' })).toBe(served);
    expect(page.querySelector('[aria-busy]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates at once a first view rendered at build time (no data with it)', async () => {
    const page = composedHome();
    page.querySelector('script')?.remove();
    takeComposedFirstView(page);
    mocks.get.mockReturnValue(fulfilled({ default: Packages }));
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/']}>
          <RemoteWidget remote="holidays" widget={WIDGET} title="Holiday Packages" />
        </MemoryRouter>,
        { container: page, hydrate: true },
      );
    });
    const slot = page.querySelector('[data-remote-first-view="holidays"]');
    await waitFor(() => expect(slot?.getAttribute('data-remote-root-state')).toBe('live'));
    expect(mocks.hydrateSiteQueries).not.toHaveBeenCalled();
  });
});
