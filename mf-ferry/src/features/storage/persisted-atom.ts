import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Where a persisted atom lives: the tab's session (survives reload and back/forward) or the browser. */
export type StorageArea = 'session' | 'local';

const areaStorage = (area: StorageArea) => () => (area === 'session' ? sessionStorage : localStorage);

/**
 * An atom kept in web storage under `key` and read on first use, so a reload or a back/forward
 * navigation finds it before the first render (redirect checks depend on that). `accept` guards what is
 * read back: anything stored by an older build or edited by hand that it refuses is replaced by `initial`.
 */
export function persistedAtom<T>(
  key: string,
  initial: T,
  accept: (value: unknown) => value is T,
  area: StorageArea = 'session',
) {
  const json = createJSONStorage<T>(areaStorage(area));
  const storage: typeof json = {
    ...json,
    getItem: (itemKey, initialValue) => {
      const value = json.getItem(itemKey, initialValue);
      return accept(value) ? value : initialValue;
    },
  };
  return atomWithStorage(key, initial, storage, { getOnInit: true });
}

/** Type guard helpers for `persistedAtom`. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
