import { createTestQueryClient, renderWithProviders } from '@andaman/shared/testing/render';
import { screen, within } from '@testing-library/react';
import { aPackage, fakeApi, json, stopFakeApi } from '../testing/holiday-builders';
import HolidayPackages, { prefetch } from './holiday-packages';

afterEach(stopFakeApi);

describe("Home's packages rendered per request", () => {
  it("prefetches, for Home's destination, the page the list reads: rendered with it, nothing asked again", async () => {
    const seen = fakeApi(() =>
      json(200, {
        success: true,
        data: { data: [aPackage({ id: 3, name: 'EXPLORE ANDAMAN' })], meta: { total: 1, page: 1, limit: 6 } },
      }),
    );
    const queryClient = createTestQueryClient();
    await prefetch?.(queryClient, new URLSearchParams('destination=2'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.searchParams.get('mainLocationId')).toBe('2');
    renderWithProviders(<HolidayPackages />, { route: '/?destination=2', queryClient });
    // At once, from the cache: no loading state, and the list is not asked for again.
    const list = screen.getByRole('list', { name: 'Holiday packages' });
    expect(within(list).getByRole('heading', { name: 'EXPLORE ANDAMAN' })).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });
});
