import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, within } from '@testing-library/react';
import { aPackage, fakeApi, json, type SeenRequest, stopFakeApi } from '../../testing/holiday-builders';
import HolidayPackages from '../../widgets/holiday-packages';

const page = (count: number, total: number, firstId = 1) =>
  json(200, {
    success: true,
    data: {
      data: Array.from({ length: count }, (_, index) =>
        aPackage({ id: firstId + index, name: `PACKAGE ${firstId + index}` }),
      ),
      meta: { total, page: 1, limit: 6 },
    },
  });

afterEach(stopFakeApi);

describe('Home holiday packages (rule holidays.home-list)', () => {
  it('shows 6 packages per page and the pager only above 6', async () => {
    const seen = fakeApi((request: SeenRequest) =>
      request.url.searchParams.get('page') === '2' ? page(1, 7, 7) : page(6, 7),
    );
    const { user } = renderWithProviders(<HolidayPackages />);
    const list = await screen.findByRole('list', { name: 'Holiday packages' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(seen[0]?.url.searchParams.get('limit')).toBe('6');
    expect(seen[0]?.url.searchParams.has('mainLocationId')).toBe(false);

    const pager = screen.getByRole('navigation', { name: 'Holiday packages pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'PACKAGE 7' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no pager for 6 packages or fewer', async () => {
    fakeApi(() => page(6, 6));
    renderWithProviders(<HolidayPackages />);
    await screen.findByRole('list', { name: 'Holiday packages' });
    expect(screen.queryByRole('navigation', { name: 'Holiday packages pages' })).not.toBeInTheDocument();
  });

  it('filters by the destination query parameter', async () => {
    const seen = fakeApi(() => page(1, 1));
    renderWithProviders(<HolidayPackages />, { route: '/?destination=2' });
    await screen.findByRole('list', { name: 'Holiday packages' });
    expect(seen[0]?.url.searchParams.get('mainLocationId')).toBe('2');
  });

  it('shows a card with title, location, nights, "Starts from" price and "Per person"', async () => {
    fakeApi(() => page(1, 1));
    renderWithProviders(<HolidayPackages />);
    const card = await screen.findByRole('article', { name: 'PACKAGE 1' });
    expect(card).toHaveTextContent('Havelock (Swaraj Dweep)');
    expect(card).toHaveTextContent('5 Nights');
    expect(card).toHaveTextContent(/Starts from\s*₹17,500\s*Per person/);
  });

  it('says "Failed to load packages." when the list fails', async () => {
    fakeApi(() => json(500, { success: false }));
    renderWithProviders(<HolidayPackages />);
    expect((await screen.findAllByText('Failed to load packages.')).length).toBeGreaterThan(0);
  });
});
