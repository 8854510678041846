import { ApiError } from '@andaman/shared/api-client/api-error';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { activityMessages } from '../../domain/messages';
import { activityBuilder } from '../../testing/activity-builders';
import ActivitiesSection from '../../widgets/activities-section';
import { ExploreActivities } from './explore-activities';

// The list is read with apiRead (the API checks it with the shared schema): no zod in the browser.
const http = vi.hoisted(() => ({ apiRead: vi.fn() }));
vi.mock('@andaman/shared/api-client/api-read', () => ({ apiRead: http.apiRead }));

const list = [
  activityBuilder({ id: 2, name: 'Scuba Diving', starterPrice: 4500, offerPrice: 3900 }),
  activityBuilder({
    id: 3,
    name: 'Glass Bottom Boat Ride',
    starterPrice: 1200,
    offerPrice: null,
    images: ['/img/boat-1.svg', '/img/boat-2.svg'],
  }),
];

beforeEach(() => {
  http.apiRead.mockReset();
});

describe('Explore Activities', () => {
  it('shows each activity as "{name} at {location}" with its first image, prices and Book Now', async () => {
    http.apiRead.mockResolvedValue({ success: true, data: list });
    renderWithProviders(<ExploreActivities layout="grid" />, { route: '/activities' });
    const card = await screen.findByRole('article', { name: 'Glass Bottom Boat Ride at Port Blair' });
    expect(within(card).getByRole('heading', { name: 'Glass Bottom Boat Ride at Port Blair' })).toBeVisible();
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/img/boat-1.svg');
    expect(card).toHaveTextContent('₹1,200');
    const scuba = screen.getByRole('article', { name: 'Scuba Diving at Port Blair' });
    expect(scuba).toHaveTextContent('Original price ₹4,500');
    expect(scuba).toHaveTextContent('₹3,900');
    expect(http.apiRead).toHaveBeenCalledWith('/activity', expect.anything());
  });

  it('Book Now goes to the checkout with the activity, tomorrow and the offer price (else the starter price)', async () => {
    http.apiRead.mockResolvedValue({ success: true, data: list });
    const { user, getLocation } = renderWithProviders(<ExploreActivities layout="grid" />, {
      route: '/activities',
    });
    const boat = await screen.findByRole('article', { name: 'Glass Bottom Boat Ride at Port Blair' });
    await user.click(within(boat).getByRole('link', { name: /Book Now/ }));
    const search = new URLSearchParams(getLocation().search);
    expect(getLocation().pathname).toBe('/activity-checkout');
    expect(search.get('activityId')).toBe('3');
    expect(search.get('price')).toBe('1200');
    expect(dayjs(search.get('date')).format('YYYY-MM-DD')).toBe(dayjs().add(1, 'day').format('YYYY-MM-DD'));
  });

  it('says "No activities found" for an empty list', async () => {
    http.apiRead.mockResolvedValue({ success: true, data: [] });
    renderWithProviders(<ExploreActivities layout="grid" />);
    expect(await screen.findByText(activityMessages.noActivities)).toBeVisible();
  });

  it('a failed list is silent: no toast, "No activities found"', async () => {
    http.apiRead.mockRejectedValue(new ApiError('Server exploded', { status: 500 }));
    renderWithProviders(<ExploreActivities layout="grid" />);
    expect(await screen.findByText(activityMessages.noActivities)).toBeVisible();
    expect(screen.queryByText('Server exploded')).toBeNull();
  });
});

describe('Home activities section (widget)', () => {
  it('asks for 4 activities, shows them in a carousel and links to /activities', async () => {
    http.apiRead.mockResolvedValue({ success: true, data: list });
    const { user, getLocation } = renderWithProviders(<ActivitiesSection />);
    expect(await screen.findByRole('region', { name: 'Activities' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(http.apiRead).toHaveBeenCalledWith('/activity?limit=4', expect.anything());
    await user.click(screen.getByRole('link', { name: activityMessages.exploreMore }));
    expect(getLocation().pathname).toBe('/activities');
  });
});
