// @vitest-environment node
import { FIRST_VIEW_STATE_ATTRIBUTE } from '@andaman/shared/remote-contract';
import { REMOTE_ROOT_LOCATION_ATTRIBUTE } from '@andaman/shared/remote-root';
import { useSearchParams } from '@andaman/shared/router';
import { useQuery } from '@tanstack/react-query';
import { renderFirstView, renderFirstViews, requestTimeWidgets } from './render-first-views';

// A remote with two widgets, one with a `prefetch`, and no route rendered per request.
const fetched = vi.hoisted(() => ({ asked: [] as string[], fail: false }));

const packagesQuery = (destination: string | null) => ({
  queryKey: ['packages', destination ?? 'all'],
  queryFn: async () => {
    fetched.asked.push(destination ?? 'all');
    if (fetched.fail) throw new Error('down');
    return destination === '2' ? ['EXPLORE ANDAMAN'] : ['WEEKEND GATEWAY', 'EXPLORE ANDAMAN'];
  },
});

function Packages() {
  const [params] = useSearchParams();
  const { data } = useQuery(packagesQuery(params.get('destination')));
  return (
    <section aria-busy={data === undefined || undefined}>
      <h2>Holiday Packages</h2>
      {data?.map((name) => (
        <h3 key={name}>{name}</h3>
      ))}
    </section>
  );
}

vi.mock('@first-view/routes', () => ({ routes: [] }));
vi.mock('@first-view/stylesheets', () => ({ default: [] }));
vi.mock('@first-view/widgets', () => ({
  widgets: {
    'widgets/holiday-packages': async () => ({
      default: Packages,
      prefetch: (queryClient: import('@tanstack/react-query').QueryClient, search?: URLSearchParams) =>
        queryClient.prefetchQuery(packagesQuery(search?.get('destination') ?? null)),
    }),
    'widgets/partners': async () => ({ default: () => <h2>Our partners</h2> }),
  },
}));

const API = { apiBaseUrl: 'http://127.0.0.1:4000/api', contentBaseUrl: 'http://127.0.0.1:4000/wp-json' };

beforeEach(() => {
  fetched.asked = [];
  fetched.fail = false;
});

describe("a widget's first view", () => {
  it('is rendered per request when the widget exports a prefetch', async () => {
    expect(await requestTimeWidgets()).toEqual(['/widgets/holiday-packages']);
  });

  it('is rendered at build time with its data pending, at Home', async () => {
    const views = await renderFirstViews();
    const packages = views.find((view) => view.path === '/widgets/holiday-packages');
    expect(packages?.html).toContain('aria-busy="true"');
    expect(packages?.html).toContain(`${REMOTE_ROOT_LOCATION_ATTRIBUTE}="/"`);
    expect(packages?.html).not.toContain(FIRST_VIEW_STATE_ATTRIBUTE);
    expect(fetched.asked).toEqual([]);
  });

  it("per request: its cards, at Home with the page's query, and the data the widget hydrates with", async () => {
    const html = await renderFirstView('/widgets/holiday-packages?destination=2', API);
    expect(html).toMatch(/^<div data-first-view-of="\/widgets\/holiday-packages">/);
    expect(html).toContain(`${REMOTE_ROOT_LOCATION_ATTRIBUTE}="/?destination=2"`);
    expect(html).toContain('<h3>EXPLORE ANDAMAN</h3>');
    expect(html).not.toContain('WEEKEND GATEWAY');
    expect(html).not.toContain('aria-busy');
    const state = JSON.parse(
      new RegExp(`<script type="application/json" ${FIRST_VIEW_STATE_ATTRIBUTE}>(.*?)</script>`).exec(
        html ?? '',
      )?.[1] ?? '{}',
    );
    expect(state.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([['packages', '2']]);
    expect(fetched.asked).toEqual(['2']);
    // Without a query: every package, rendered for `/`.
    const all = await renderFirstView('/widgets/holiday-packages', API);
    expect(all).toContain(`${REMOTE_ROOT_LOCATION_ATTRIBUTE}="/"`);
    expect(all).toContain('<h3>WEEKEND GATEWAY</h3>');
  });

  it('gives nothing when its data fails (the build-time view is served), or the widget has no prefetch', async () => {
    fetched.fail = true;
    expect(await renderFirstView('/widgets/holiday-packages', API)).toBeUndefined();
    expect(await renderFirstView('/widgets/partners', API)).toBeUndefined();
    expect(await renderFirstView('/widgets/nothing', API)).toBeUndefined();
  });
});
