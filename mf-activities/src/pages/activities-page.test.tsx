import { createTestQueryClient, renderWithProviders } from '@andaman/shared/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import { activityMessages } from '../domain/messages';
import { ACTIVITIES_TITLE, ACTIVITY_GRID_ID } from '../features/landing/activities-landing';
import { routes } from '../routes';
import { activityBuilder } from '../testing/activity-builders';
import { ActivitiesPage } from './activities-page';

// The list is read with apiRead (the API checks it with the shared schema): no zod in the browser.
const http = vi.hoisted(() => ({ apiRead: vi.fn() }));
vi.mock('@andaman/shared/api-client/api-read', () => ({ apiRead: http.apiRead }));

describe('/activities page', () => {
  it('has the hero, every activity, and Book Now scrolls to the grid', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView() {
      scrolled.push(this);
    };
    http.apiRead.mockResolvedValue({
      success: true,
      data: Array.from({ length: 9 }, (_, i) => activityBuilder({ id: i + 1, name: `Activity ${i + 1}` })),
    });
    const { user } = renderWithProviders(<ActivitiesPage />, { route: '/activities' });
    expect(screen.getByRole('heading', { level: 1, name: activityMessages.heroTitle })).toBeVisible();
    expect(screen.getByText(activityMessages.heroSubtitle)).toBeVisible();
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(scrolled.map((element) => element.id)).toEqual([ACTIVITY_GRID_ID]);
    expect(document.activeElement?.id).toBe(ACTIVITY_GRID_ID);
  });

  it('sets the title, description, social tags and structured data', async () => {
    http.apiRead.mockResolvedValue({ success: true, data: [activityBuilder()] });
    const { container } = renderWithProviders(<ActivitiesPage />, { route: '/activities' });
    await waitFor(() => expect(document.title).toBe(ACTIVITIES_TITLE));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      ACTIVITIES_TITLE,
    );
    await waitFor(() => {
      const script = container.querySelector('script[type="application/ld+json"]');
      expect(JSON.parse(script?.textContent ?? '{}').itemListElement).toHaveLength(1);
    });
  });

  it('asks for nothing its first view came with: every activity, in the grid and the structured data', async () => {
    http.apiRead.mockReset().mockResolvedValue({
      success: true,
      data: Array.from({ length: 14 }, (_, i) =>
        activityBuilder({ id: i + 1, name: `Activity ${i + 1}`, starterPrice: 1000 + i }),
      ),
    });
    // As the shell hydrates the cache from a first view rendered on the server, just now: the route's
    // own prefetch.
    const queryClient = createTestQueryClient();
    const prefetch = routes.find((route) => route.path === '/activities')?.prefetch;
    await prefetch?.({}, queryClient, new URLSearchParams());
    expect(http.apiRead.mock.calls.map(([path]) => path)).toEqual(['/activity']);
    http.apiRead.mockClear();
    const { container } = renderWithProviders(<ActivitiesPage />, { route: '/activities', queryClient });
    // The first render is the server's: every card with its price, no placeholder.
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.getByRole('article', { name: 'Activity 14 at Port Blair' })).toHaveTextContent('₹1,013');
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}').itemListElement).toHaveLength(6);
    expect(queryClient.isFetching()).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(http.apiRead).not.toHaveBeenCalled();
  });
});
