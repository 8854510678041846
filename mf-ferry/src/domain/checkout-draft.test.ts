// @vitest-environment jsdom
import { createStore } from 'jotai';
import { BOOKING_STORAGE_KEYS } from './storage-keys';

const traveller = {
  title: 'Mr',
  name: 'Ravi Kumar',
  age: '34',
  nationality: 'India-Indian',
  fpassport: '',
  fexpdate: '',
  fcountry: '',
};
const typed = {
  adults: [traveller],
  infants: [{ ...traveller, title: 'INFANT', name: 'Asha', age: '1' }],
  contact: { c_name: 'Ravi Kumar', c_email: 'ravi@example.com', c_mobile: '98765', p_contact: '' },
};

/** The module as a page loads it after a reload: the atom reads the tab's storage as it is created. */
async function afterReload(stored: unknown) {
  sessionStorage.setItem(BOOKING_STORAGE_KEYS.checkout, JSON.stringify(stored));
  vi.resetModules();
  return import('./checkout-draft');
}

describe('checkoutDraftAtom', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads a half-filled checkout back after a reload, as typed', async () => {
    const { checkoutDraftAtom } = await afterReload(typed);
    expect(createStore().get(checkoutDraftAtom)).toEqual(typed);
  });

  it('drops a draft with a field that is not text (an older build kept ages as numbers)', async () => {
    const { checkoutDraftAtom, emptyCheckoutDraft } = await afterReload({
      ...typed,
      adults: [{ ...traveller, age: 34 }],
    });
    expect(createStore().get(checkoutDraftAtom)).toEqual(emptyCheckoutDraft());
  });

  it('keeps what the traveller types for the next reload', async () => {
    const { checkoutDraftAtom } = await afterReload(null);
    createStore().set(checkoutDraftAtom, () => typed);
    expect(JSON.parse(sessionStorage.getItem(BOOKING_STORAGE_KEYS.checkout) ?? 'null')).toEqual(typed);
  });
});
