import type { Guard } from '@andaman/shared/state/stored-shape';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { z } from 'zod';

/** Where a persisted atom lives: the tab's session (survives reload and back/forward) or the browser. */
export type StorageArea = 'session' | 'local';

// No storage when rendering at build time (a remote's first view): the atom holds its initial value.
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const areaStorage = (area: StorageArea) => () => {
  if (typeof window === 'undefined') return noStorage;
  return area === 'session' ? sessionStorage : localStorage;
};

/**
 * An atom kept in web storage under `key` (jotai's `atomWithStorage`), read on first use so a reload
 * or a back/forward navigation finds it before the first render. What comes back from storage is
 * parsed with `schema`: a value stored by an older build, edited by hand or corrupt is dropped for
 * `initial`, never trusted, and the atom's type is the schema's (`z.infer`), so there is no second
 * hand-written type to drift from it.
 *
 * ```ts
 * const cartAtom = persistedAtom('ferry.cart', emptyCart(), ferryCartSchema);
 * ```
 */
export function persistedAtom<Schema extends z.ZodType>(
  key: string,
  initial: z.output<Schema>,
  schema: Schema,
  area: StorageArea = 'session',
) {
  return atomReadBy<z.output<Schema>>(key, initial, area, (stored) => {
    const parsed = schema.safeParse(stored);
    return parsed.success ? { value: parsed.data } : undefined;
  });
}

/**
 * `persistedAtom` checked by a type guard instead of a zod schema (`state/stored-shape`), for a page
 * that reads its state on its first load and should not download zod for it: the same storage, the same
 * rule (anything the guard refuses is dropped for `initial`).
 */
export function guardedAtom<Value>(
  key: string,
  initial: Value,
  isValue: Guard<Value>,
  area: StorageArea = 'session',
) {
  return atomReadBy<Value>(key, initial, area, (stored) => (isValue(stored) ? { value: stored } : undefined));
}

function atomReadBy<Value>(
  key: string,
  initial: Value,
  area: StorageArea,
  read: (stored: unknown) => { value: Value } | undefined,
) {
  // createJSONStorage already turns unreadable JSON into the initial value.
  const json = createJSONStorage<Value>(areaStorage(area));
  const storage: typeof json = {
    ...json,
    getItem: (itemKey, initialValue) => {
      const stored = json.getItem(itemKey, initialValue);
      if (stored === initialValue) return initialValue;
      return read(stored)?.value ?? initialValue;
    },
  };
  return atomWithStorage<Value>(key, initial, storage, { getOnInit: true });
}
