import { ApiError } from '@andaman/shared/api-client/http';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AppProviders, TOAST_CONFIG } from './app-providers';

describe('AppProviders', () => {
  it('configures toasts for 4000 ms, at most 3 at once', () => {
    expect(TOAST_CONFIG).toEqual({ duration: 4, maxCount: 3 });
  });

  it('provides the given QueryClient and the brand CSS variables', () => {
    const queryClient = new QueryClient();
    let provided: QueryClient | undefined;
    function Probe() {
      provided = useQueryClient();
      return <p>Inside</p>;
    }
    render(
      <AppProviders queryClient={queryClient}>
        <Probe />
      </AppProviders>,
    );
    expect(provided).toBe(queryClient);
    const root = screen.getByText('Inside').parentElement;
    expect(root?.style.getPropertyValue('--andaman-lagoon')).toBe('#0b7a9e');
  });
});

describe('toasts from query and mutation meta', () => {
  function Caller({ run }: { run: (client: QueryClient) => void }) {
    const client = useQueryClient();
    return (
      <button type="button" onClick={() => run(client)}>
        Run
      </button>
    );
  }

  const renderCaller = (run: (client: QueryClient) => void) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <Caller run={run} />
      </AppProviders>,
    );
    screen.getByRole('button', { name: 'Run' }).click();
  };

  it("shows a failed query's message once when its meta asks for it", async () => {
    renderCaller(
      (client) =>
        void client
          .fetchQuery({
            queryKey: ['hotels'],
            queryFn: () => Promise.reject(new ApiError('Hotels are unavailable')),
            meta: { errorToast: true },
          })
          .catch(() => undefined),
    );
    expect(await screen.findByText('Hotels are unavailable')).toBeInTheDocument();
  });

  it('says nothing for a failed query without meta', async () => {
    renderCaller(
      (client) =>
        void client
          .fetchQuery({ queryKey: ['silent'], queryFn: () => Promise.reject(new ApiError('Quiet failure')) })
          .catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Quiet failure')).not.toBeInTheDocument();
  });

  it('shows the success and failure toasts a mutation asks for', async () => {
    renderCaller((client) => {
      const cache = client.getMutationCache();
      void cache
        .build(client, {
          mutationFn: async () => ({ message: 'Seats blocked' }),
          meta: { successToast: true },
        })
        .execute(undefined);
      void cache
        .build(client, {
          mutationFn: () => Promise.reject(new ApiError('seat taken')),
          meta: { errorToast: 'Failed to temporarily block seats' },
        })
        .execute(undefined)
        .catch(() => undefined);
    });
    expect(await screen.findByText('Seats blocked')).toBeInTheDocument();
    expect(await screen.findByText('Failed to temporarily block seats')).toBeInTheDocument();
  });
});
