import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderRoute, stubFetch } from '../testing/render-route';
import { HOME_TITLE, HomePage } from './home-page';

// Remote widgets are covered by the shell's remote loading tests; here each slot is a marker.
vi.mock('../remotes/remote-widget', () => ({
  RemoteWidget: ({ remote, widget }: { remote: string; widget: string }) => (
    <p>
      widget {remote}/{widget}
    </p>
  ),
}));

const LOCATIONS = [
  { id: 1, name: 'Port Blair' },
  { id: 2, name: 'Havelock (Swaraj Dweep)' },
  { id: 3, name: 'Neil Island (Shaheed Dweep)' },
];

function stubLocations() {
  return stubFetch(() => jsonResponse({ success: true, data: LOCATIONS }));
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function chooseDestination(user: ReturnType<typeof renderRoute>['user'], name: string) {
  const select = screen.getByRole('combobox', { name: 'Destination' });
  await screen.findByRole('option', { name });
  await user.selectOptions(select, name);
}

describe('HomePage', () => {
  it('has the hero, the tabs, every section and the widget slots, with title and structured data', async () => {
    stubLocations();
    const { container } = renderRoute(<HomePage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan your vacation' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Book a service' });
    expect(within(tabs).getByRole('link', { name: /Holiday Packages/ })).toHaveAttribute('href', '/');
    expect(within(tabs).getByRole('link', { name: /Hotels/ })).toHaveAttribute('href', '/hotels');
    expect(within(tabs).getByRole('link', { name: /Ferry/ })).toHaveAttribute('href', '/ferry');
    expect(await screen.findByRole('heading', { name: 'Top Destinations' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Easy 4 Step Ferry Booking' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Our Reviews' })).toBeInTheDocument();
    expect(screen.getByText('widget holidays/widgets/holiday-packages')).toBeInTheDocument();
    expect(screen.getByText('widget activities/widgets/activities-section')).toBeInTheDocument();
    expect(screen.getByText('widget ferry/widgets/ferry-partners')).toBeInTheDocument();
    expect(document.title).toBe(HOME_TITLE);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '[]')).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'TravelAgency' })]),
    );
  });

  it('lists the known destinations at once, and the list from /locations once the search is reached for', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({ success: true, data: [...LOCATIONS, { id: 4, name: 'Long Island' }] }),
    );
    const { user } = renderRoute(<HomePage />, { path: '/' });
    const select = screen.getByRole('combobox', { name: 'Destination' });
    const names = () =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(names()).toEqual(['All destinations', ...LOCATIONS.map((location) => location.name)]);
    // Nothing is asked for while the visitor has not reached for the search.
    expect(requests).toEqual([]);
    await user.click(select);
    await waitFor(() => expect(names()).toContain('Long Island'));
    await user.selectOptions(select, 'Neil Island (Shaheed Dweep)');
    expect(select).toHaveValue('3');
    expect(requests.map((request) => request.url)).toEqual(['http://localhost/api/locations']);
  });

  it('searches behind the overlay for 2 seconds, then sets ?destination=<locationId>', async () => {
    stubLocations();
    const { user, getLocation } = renderRoute(<HomePage />, { path: '/' });
    await chooseDestination(user, 'Havelock (Swaraj Dweep)');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(screen.getByRole('status', { name: 'Searching holiday packages' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(getLocation().search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(getLocation().search).toBe('?destination=2');
    expect(screen.queryByRole('status', { name: 'Searching holiday packages' })).not.toBeInTheDocument();
  });

  it('keeps the chosen destination from the address, and Clear removes it', async () => {
    stubLocations();
    const { user, getLocation } = renderRoute(<HomePage />, { path: '/', url: '/?destination=3' });
    const select = screen.getByRole('combobox', { name: 'Destination' });
    await waitFor(() => expect(select).toHaveValue('3'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(getLocation().search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('');
  });

  it('scrolls to the section named by ?scrollTo, then resets the address to /', async () => {
    stubLocations();
    const { getLocation } = renderRoute(<HomePage />, { path: '/', url: '/?scrollTo=reviews' });
    await waitFor(() => expect(getLocation().search).toBe(''));
    expect(getLocation().pathname).toBe('/');
    const reviews = document.getElementById('reviews');
    expect(reviews).not.toBeNull();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(reviews);
  });
});
