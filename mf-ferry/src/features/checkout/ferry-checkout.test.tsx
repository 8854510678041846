import { ferryContactMessages, ferryPassengerMessages } from '@andaman/shared/contracts/ferry-passengers';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { checkoutDraftAtom, emptyCheckoutDraft } from '../../domain/checkout-draft';
import { makruzzTicket } from '../../testing/ferry-builders';
import { FerryCheckout } from './ferry-checkout';

const cart = { makruzz: [makruzzTicket()], nautika: [], greenOcean: [] };
const validAdult = {
  title: 'Mrs',
  name: 'Asha Rao',
  age: '34',
  nationality: 'India-Indian',
  fpassport: '',
  fexpdate: '',
  fcountry: '',
};

const renderCheckout = (store = createStore(), passengers = { adults: 1, children: 1 }) =>
  renderWithProviders(
    <Provider store={store}>
      <FerryCheckout cart={cart} passengers={passengers} redirect={() => undefined} />
    </Provider>,
    { route: '/passenger-info' },
  );

describe('checkout validation order', () => {
  it('one form per adult and per infant, then the contact form and the order summary', () => {
    renderCheckout(createStore(), { adults: 2, children: 1 });
    expect(screen.getByRole('heading', { name: 'Add traveler details' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Adult 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Adult 2' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Infant 1 (below 2 years)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByText('Trip 1: Port Blair → Havelock (Makruzz)')).toBeInTheDocument();
  });

  it("shows the travellers' and the contact's messages at the first press, and unlocks Pay (rule site.validation.first-press)", async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect((await screen.findAllByText(ferryPassengerMessages.title)).length).toBe(2);
    expect(screen.getAllByText(ferryPassengerMessages.ageNumber).length).toBe(2);
    expect(screen.getByText(ferryContactMessages.c_emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ferryContactMessages.c_mobile)).toBeInTheDocument();
    // No "Processing..." while the form is invalid (rule ferry.pay.lock).
    expect(screen.getByRole('button', { name: 'Pay & Checkout' })).toBeEnabled();
  });

  it('validates the contact form once every traveller is valid', async () => {
    const store = createStore();
    store.set(checkoutDraftAtom, {
      ...emptyCheckoutDraft(),
      adults: [validAdult],
      infants: [{ ...validAdult, name: 'Baby Rao', age: '1' }],
    });
    const { user } = renderCheckout(store);
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect(await screen.findByText(ferryContactMessages.c_emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ferryContactMessages.c_mobile)).toBeInTheDocument();
    expect(screen.queryByText(ferryPassengerMessages.title)).not.toBeInTheDocument();
  });

  it("copies the single adult's name into the contact name", async () => {
    const store = createStore();
    store.set(checkoutDraftAtom, { ...emptyCheckoutDraft(), adults: [validAdult] });
    renderCheckout(store, { adults: 1, children: 0 });
    await waitFor(() => expect(screen.getByLabelText('Contact name')).toHaveValue('Asha Rao'));
  });

  it('asks non-Indian nationals for their passport; infants must be under 2', async () => {
    const store = createStore();
    store.set(checkoutDraftAtom, {
      ...emptyCheckoutDraft(),
      adults: [{ ...validAdult, nationality: 'UnitedKingdom-British' }],
      infants: [{ ...validAdult, age: '3' }],
    });
    const { user } = renderCheckout(store);
    expect(screen.getByLabelText('Passport number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect(await screen.findByText(ferryPassengerMessages.passport)).toBeInTheDocument();
    expect(screen.getByText(ferryPassengerMessages.passportExpiry)).toBeInTheDocument();
    expect(screen.getByText(ferryPassengerMessages.infantAge)).toBeInTheDocument();
  });

  it('focuses the first field in error', async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByRole('region', { name: 'Adult 1' })).getByLabelText('Title'),
      ),
    );
  });

  it('re-validates a field as it is corrected after Pay', async () => {
    const store = createStore();
    store.set(checkoutDraftAtom, {
      ...emptyCheckoutDraft(),
      adults: [validAdult],
      infants: [{ ...validAdult, name: 'Baby Rao', age: '1' }],
    });
    const { user } = renderCheckout(store);
    await user.click(screen.getByRole('button', { name: 'Pay & Checkout' }));
    expect(await screen.findByText(ferryContactMessages.c_emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(ferryContactMessages.c_email)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await waitFor(() => expect(screen.queryByText(ferryContactMessages.c_email)).not.toBeInTheDocument());
  });
});
