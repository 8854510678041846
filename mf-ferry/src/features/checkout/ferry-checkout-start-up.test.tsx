import { renderWithProviders } from '@andaman/shared/testing/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { checkoutDraftAtom, emptyCheckoutDraft } from '../../domain/checkout-draft';
import { makruzzTicket } from '../../testing/ferry-builders';
import { FerryCheckout } from './ferry-checkout';

// Each module that should stay off the checkout's first load says when it is imported.
const imported = vi.hoisted(() => vi.fn());
vi.mock('./checkout-check', async (original) => {
  imported('form check');
  return original();
});
vi.mock('./pay-step', async (original) => {
  imported('pay step');
  return original();
});
vi.mock('@andaman/shared/api-client/create-payment', async (original) => {
  imported('payment call');
  return original();
});
vi.mock('../../api/low-wallet-email', async (original) => {
  imported('low-wallet e-mail');
  return original();
});
vi.mock('./passport-expiry-field', async (original) => {
  imported('passport expiry field');
  return original();
});

const cart = { makruzz: [makruzzTicket()], nautika: [], greenOcean: [] };

describe("the checkout's first load", () => {
  it('renders without the form check, the payment code or the date field; Pay reached for loads all but the date field', async () => {
    const store = createStore();
    store.set(checkoutDraftAtom, emptyCheckoutDraft());
    renderWithProviders(
      <Provider store={store}>
        <FerryCheckout cart={cart} passengers={{ adults: 1, children: 0 }} redirect={() => undefined} />
      </Provider>,
      { route: '/passenger-info' },
    );
    expect(screen.getByRole('region', { name: 'Adult 1' })).toBeInTheDocument();
    expect(imported).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Pay & Checkout' }));
    await waitFor(() => expect(imported).toHaveBeenCalledWith('payment call'));
    expect(imported).toHaveBeenCalledWith('form check');
    expect(imported).toHaveBeenCalledWith('pay step');
    expect(imported).toHaveBeenCalledWith('low-wallet e-mail');
    expect(imported).not.toHaveBeenCalledWith('passport expiry field');
  });

  it('loads the passport expiry date field once a non-Indian nationality is chosen', async () => {
    const { user } = renderWithProviders(
      <Provider store={createStore()}>
        <FerryCheckout cart={cart} passengers={{ adults: 1, children: 0 }} redirect={() => undefined} />
      </Provider>,
      { route: '/passenger-info' },
    );
    await user.selectOptions(screen.getByLabelText('Nationality'), 'UnitedKingdom-British');
    await waitFor(() => expect(imported).toHaveBeenCalledWith('passport expiry field'));
    await waitFor(() => expect(screen.getByLabelText('Passport expiry date')).toBeEnabled());
  });
});
