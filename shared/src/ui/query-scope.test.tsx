import { ApiError } from '@andaman/shared/api-client/http';
import { siteQueryClient } from '@andaman/shared/query/query-runtime';
import { AppProviders } from '@andaman/shared/ui/app-providers';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { QueryScope, SiteQueryToasts, useScopeQueryClient } from './query-scope';
import { SiteProviders } from './site-providers';

describe('QueryScope', () => {
  it("provides the site's one QueryClient, the same however deeply scopes are nested", async () => {
    const seen: QueryClient[] = [];
    function Probe({ label }: { label: string }) {
      seen.push(useQueryClient());
      return <p>{label}</p>;
    }
    render(
      <Suspense fallback={<p>Loading queries</p>}>
        <QueryScope>
          <Probe label="Outer" />
          <QueryScope>
            <Probe label="Inner" />
          </QueryScope>
        </QueryScope>
        <QueryScope>
          <Probe label="Beside" />
        </QueryScope>
      </Suspense>,
    );
    expect(await screen.findByText('Beside')).toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set([siteQueryClient]));
  });

  it("gives the same client without TanStack Query's hooks (useScopeQueryClient)", async () => {
    const given = new QueryClient();
    const seen: [string, QueryClient][] = [];
    function Probe({ label }: { label: string }) {
      seen.push([label, useScopeQueryClient()]);
      return <p>{label}</p>;
    }
    render(
      <>
        <AppProviders queryClient={given}>
          <Probe label="Standalone" />
        </AppProviders>
        <Suspense fallback={<p>Loading queries</p>}>
          <QueryScope>
            <Probe label="Site" />
          </QueryScope>
        </Suspense>
      </>,
    );
    expect(await screen.findByText('Site')).toBeInTheDocument();
    expect(seen).toContainEqual(['Standalone', given]);
    expect(seen).toContainEqual(['Site', siteQueryClient]);
  });

  it('uses the client AppProviders was given (a standalone harness, a test)', () => {
    const given = new QueryClient();
    let seen: QueryClient | undefined;
    function Probe() {
      seen = useQueryClient();
      return <p>Probe</p>;
    }
    render(
      <AppProviders queryClient={given}>
        <QueryScope>
          <Probe />
        </QueryScope>
      </AppProviders>,
    );
    expect(screen.getByText('Probe')).toBeInTheDocument();
    expect(seen).toBe(given);
  });

  it("shows the toast a failed query's meta asks for, once, from the site's client", async () => {
    function Caller() {
      const client = useQueryClient();
      return (
        <button
          type="button"
          onClick={() =>
            void client
              .fetchQuery({
                queryKey: ['ferries'],
                queryFn: () => Promise.reject(new ApiError('Ferries are unavailable')),
                retry: false,
                meta: { errorToast: true },
              })
              .catch(() => undefined)
          }
        >
          Search
        </button>
      );
    }
    render(
      <SiteProviders queryToasts={<SiteQueryToasts />}>
        <Suspense fallback={<p>Loading queries</p>}>
          <QueryScope>
            <Caller />
          </QueryScope>
          <QueryScope>
            <p>Another part that fetches</p>
          </QueryScope>
        </Suspense>
      </SiteProviders>,
    );
    (await screen.findByRole('button', { name: 'Search' })).click();
    expect(await screen.findByText('Ferries are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Ferries are unavailable')).toHaveLength(1);
  });
});
