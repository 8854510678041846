import { ApiError } from '@andaman/shared/api-client/api-error';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { activityMessages } from '../domain/messages';
import { activityBuilder } from '../testing/activity-builders';
import { ActivityCheckoutPage } from './activity-checkout-page';

const http = vi.hoisted(() => ({ apiRead: vi.fn() }));
vi.mock('@andaman/shared/api-client/api-read', () => ({ apiRead: http.apiRead }));

beforeEach(() => {
  http.apiRead.mockReset();
  sessionStorage.clear();
});

describe('/activity-checkout page', () => {
  it('without activityId goes to /activities', async () => {
    const { getLocation } = renderWithProviders(<ActivityCheckoutPage />, {
      route: '/activity-checkout?price=1',
    });
    await waitFor(() => expect(getLocation().pathname).toBe('/activities'));
    expect(http.apiRead).not.toHaveBeenCalled();
  });

  it('a failed fetch shows the server message, then goes to /activities', async () => {
    http.apiRead.mockRejectedValue(new ApiError('Activity 99 not found', { status: 404 }));
    const { getLocation } = renderWithProviders(<ActivityCheckoutPage />, {
      route: '/activity-checkout?activityId=99',
    });
    expect(await screen.findByText('Activity 99 not found')).toBeInTheDocument();
    await waitFor(() => expect(getLocation().pathname).toBe('/activities'));
  });

  it('without a server message, "Failed to fetch activity details"', async () => {
    http.apiRead.mockRejectedValue(new ApiError(activityMessages.fetchFailed, { status: 404 }));
    renderWithProviders(<ActivityCheckoutPage />, { route: '/activity-checkout?activityId=99' });
    expect(await screen.findByText(activityMessages.fetchFailed)).toBeInTheDocument();
  });

  it('shows the activity with the hero, breadcrumb, date from the address and its own price', async () => {
    http.apiRead.mockResolvedValue({ success: true, data: activityBuilder({ id: 2 }) });
    renderWithProviders(<ActivityCheckoutPage />, {
      route: '/activity-checkout?activityId=2&date=2099-05-04T00:00:00.000Z&price=1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scuba Diving' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toContainElement(
      screen.getByRole('link', { name: 'Activities' }),
    );
    expect(screen.getByLabelText('Date')).toHaveValue('04 May 2099');
    // The price in the address is not trusted: the activity's own offer price is.
    expect(screen.getByTestId('activity-total')).toHaveTextContent('₹3,900');
  });
});
