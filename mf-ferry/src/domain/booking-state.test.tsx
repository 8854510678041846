import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Suspense } from 'react';
import { routes } from '../routes';
import {
  BOOKING_STORAGE_KEYS,
  cartAtom,
  legDraftsAtom,
  passengerCountAtom,
  savedTripsAtom,
} from './booking-state';
import { emptyCart } from './cart';
import { checkoutDraftAtom, emptyCheckoutDraft } from './checkout-draft';

/** Every key the ferry pages keep in the tab's session. */
const ALL_KEYS = [...Object.values(BOOKING_STORAGE_KEYS), 'ferry.search.draft', 'ferry.payment'];

/** What an older build, a hand edit or a broken write may have left behind. */
const GARBAGE = {
  'corrupt JSON': '{"makruzz": [',
  'a number': '42',
  'an old shape': JSON.stringify({ version: 1, items: [{ trip: 'PB-HL', seats: '3A,3B' }] }),
  'an array of junk': JSON.stringify([{ id: 'x' }, null, 7]),
};

describe.each(Object.entries(GARBAGE))('stored %s under every key', (_label, value) => {
  beforeEach(() => {
    sessionStorage.clear();
    for (const key of ALL_KEYS) sessionStorage.setItem(key, value);
  });

  it('is dropped for the initial values', () => {
    const store = createStore();
    expect(store.get(savedTripsAtom)).toEqual([]);
    expect(store.get(passengerCountAtom)).toBeNull();
    expect(store.get(cartAtom)).toEqual(emptyCart());
    expect(store.get(legDraftsAtom)).toEqual({});
    expect(store.get(checkoutDraftAtom)).toEqual(emptyCheckoutDraft());
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s still loads', async (path, route) => {
    const { getLocation } = renderWithProviders(
      <Provider store={createStore()}>
        <Suspense>
          <route.Component />
        </Suspense>
      </Provider>,
      { route: path, path },
    );
    // /ferry shows its search; /tickets and /passenger-info find no booking and redirect.
    await waitFor(
      () => {
        if (getLocation().pathname === path) expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      },
      { timeout: 15_000 },
    );
    // The search form is part of the page; its hydration may wait, its markup does not.
    if (path === '/ferry')
      expect(await screen.findByRole('button', { name: 'Search Ferry' }, { timeout: 15_000 })).toBeVisible();
    else expect(getLocation().pathname).not.toBe(path);
  });
});
