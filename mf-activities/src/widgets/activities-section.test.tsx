import { createTestQueryClient, renderWithProviders } from '@andaman/shared/testing/render';
import { screen } from '@testing-library/react';
import { activityBuilder } from '../testing/activity-builders';
import ActivitiesSection, { prefetch } from './activities-section';

const http = vi.hoisted(() => ({ apiRead: vi.fn() }));
vi.mock('@andaman/shared/api-client/api-read', () => ({ apiRead: http.apiRead }));

describe("Home's activities rendered per request", () => {
  it('prefetches the 4 activities the section reads: rendered with them, nothing asked again', async () => {
    http.apiRead.mockResolvedValue({
      success: true,
      data: [activityBuilder({ id: 2, name: 'Scuba Diving' })],
    });
    const queryClient = createTestQueryClient();
    await prefetch(queryClient);
    expect(http.apiRead).toHaveBeenCalledTimes(1);
    expect(http.apiRead.mock.calls[0]?.[0]).toBe('/activity?limit=4');
    renderWithProviders(<ActivitiesSection />, { queryClient });
    expect((await screen.findAllByText(/Scuba Diving/)).length).toBeGreaterThan(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    expect(http.apiRead).toHaveBeenCalledTimes(1);
  });
});
