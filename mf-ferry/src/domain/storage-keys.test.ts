import { BOOKING_STORAGE_KEYS, hasSavedSearch, SEARCH_DRAFT_KEY } from './storage-keys';

/** A tab's session storage holding `items`. */
function storageWith(items: Record<string, string>): Storage {
  const map = new Map(Object.entries(items));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => map.delete(key),
    setItem: (key, value) => map.set(key, value),
  };
}

describe('hasSavedSearch', () => {
  it('is false in a fresh tab (or without storage), true with a search in progress or a last search', () => {
    expect(hasSavedSearch(storageWith({}))).toBe(false);
    expect(hasSavedSearch(undefined)).toBe(false);
    expect(hasSavedSearch(storageWith({ [SEARCH_DRAFT_KEY]: '[]' }))).toBe(true);
    expect(hasSavedSearch(storageWith({ [BOOKING_STORAGE_KEYS.trips]: '[]' }))).toBe(true);
  });

  it('ignores the rest of the booking', () => {
    expect(hasSavedSearch(storageWith({ [BOOKING_STORAGE_KEYS.cart]: '{}' }))).toBe(false);
  });
});
