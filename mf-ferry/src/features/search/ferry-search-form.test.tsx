import { ferrySearchMessages } from '@andaman/shared/contracts/ferry-search';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { loadDatePicker } from '@andaman/shared/ui/date-picker-loader';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartAtom, passengerCountAtom, savedTripsAtom } from '../../domain/booking-state';
import { makruzzTicket } from '../../testing/ferry-builders';
import { FerrySearchForm } from './ferry-search-form';
import { searchDraftAtom } from './search-draft';

const renderForm = (store = createStore()) => ({
  store,
  ...renderWithProviders(
    <Provider store={store}>
      <FerrySearchForm />
    </Provider>,
    { route: '/ferry' },
  ),
});

describe('ferry search form', () => {
  // The picker as a traveller meets it once the page has asked for it (its Clear button is in the tab
  // order); the plain input before it is tested in shared (date-picker-loader.test.tsx).
  beforeAll(() => loadDatePicker());
  beforeEach(() => sessionStorage.clear());

  it('asks to fill all the fields when a port or the date is missing', async () => {
    const { user, getLocation } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Search Ferry' }));
    expect(await screen.findByText(ferrySearchMessages.fillAll)).toBeInTheDocument();
    expect(getLocation().pathname).toBe('/ferry');
  });

  it('wants at least one adult', async () => {
    const { user } = renderForm();
    const adults = screen.getByLabelText('Adults (2+ years)');
    await user.clear(adults);
    await user.click(screen.getByRole('button', { name: 'Search Ferry' }));
    expect(await screen.findByText(ferrySearchMessages.adults)).toBeInTheDocument();
  });

  it('adds trips up to three, each from the previous destination, and removes extra ones', async () => {
    const store = createStore();
    store.set(searchDraftAtom, [
      {
        id: 1,
        from: '1-Port Blair-Port Blair',
        to: '2-Havelock-Swaraj Dweep',
        travel_date: '2099-01-10',
        adults: 2,
        children: 0,
      },
    ]);
    const { user } = renderForm(store);
    await user.click(screen.getByRole('button', { name: '+ Add Trip' }));
    const trip2 = screen.getByRole('group', { name: 'Trip 2' });
    expect(within(trip2).getByText('Havelock (Swaraj Dweep)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add Trip' }));
    expect(screen.getAllByRole('group', { name: /^Trip \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '+ Add Trip' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove trip 3' }));
    expect(screen.getAllByRole('group', { name: /^Trip \d$/ })).toHaveLength(2);
  });

  it('takes a typed date on Enter without searching, so the counts can still be set', async () => {
    const store = createStore();
    store.set(searchDraftAtom, [
      {
        id: 1,
        from: '1-Port Blair-Port Blair',
        to: '2-Havelock-Swaraj Dweep',
        travel_date: '',
        adults: 1,
        children: 0,
      },
    ]);
    const { user, getLocation } = renderForm(store);
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('placeholder', 'DD MMM YYYY');
    await user.click(date);
    await user.keyboard('10 jan 2099{Enter}');
    await waitFor(() => expect(store.get(searchDraftAtom)?.[0]?.travel_date).toBe('2099-01-10'));
    expect(getLocation().pathname).toBe('/ferry');
    expect(screen.queryByText(ferrySearchMessages.fillAll)).not.toBeInTheDocument();
    // Tab goes by the date's Clear button to the adults.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Adults (2+ years)')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(getLocation().pathname).toBe('/tickets'));
    expect(new URLSearchParams(getLocation().search).get('adults')).toBe('2');
  });

  it('saves the search and opens the first leg', async () => {
    const store = createStore();
    store.set(searchDraftAtom, [
      {
        id: 1,
        from: '1-Port Blair-Port Blair',
        to: '2-Havelock-Swaraj Dweep',
        travel_date: '2099-01-10',
        adults: 2,
        children: 1,
      },
    ]);
    store.set(cartAtom, { makruzz: [makruzzTicket()], nautika: [], greenOcean: [] });
    const { user, getLocation } = renderForm(store);
    await user.click(screen.getByRole('button', { name: 'Search Ferry' }));
    await waitFor(() => expect(getLocation().pathname).toBe('/tickets'));
    const params = new URLSearchParams(getLocation().search);
    expect(Object.fromEntries(params)).toMatchObject({
      trip_no: '1',
      trip_count: '1',
      adults: '2',
      children: '1',
    });
    expect(store.get(passengerCountAtom)).toEqual({ adults: 2, children: 1 });
    expect(store.get(savedTripsAtom)).toHaveLength(1);
    expect(store.get(cartAtom)).toEqual({ makruzz: [], nautika: [], greenOcean: [] });
  });
});
