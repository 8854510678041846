import { useEffect, useRef } from 'react';

/** Validates a form and gives its parsed values, or `undefined` when it is invalid (errors then show). */
export type FormValidator<T> = () => Promise<T | undefined>;

/** Where each checkout form registers its validator, by a stable key. */
export type ValidationRegistry<T> = {
  register: (key: string, validate: FormValidator<T>) => () => void;
  /** Every registered validator, in registration-key order. */
  validators: () => [string, FormValidator<T>][];
};

/** A registry the checkout keeps for the life of the page. */
export function useValidationRegistry<T>(): ValidationRegistry<T> {
  const entries = useRef(new Map<string, FormValidator<T>>());
  const registry = useRef<ValidationRegistry<T>>({
    register: (key, validate) => {
      entries.current.set(key, validate);
      return () => {
        if (entries.current.get(key) === validate) entries.current.delete(key);
      };
    },
    validators: () => [...entries.current.entries()],
  });
  return registry.current;
}

/** Registers a form's validator while the form is mounted. */
export function useRegisterValidator<T>(
  registry: ValidationRegistry<T>,
  key: string,
  validate: FormValidator<T>,
): void {
  const latest = useRef(validate);
  latest.current = validate;
  useEffect(() => registry.register(key, () => latest.current()), [registry, key]);
}

/**
 * Validates every form (all show their errors at once) and gives their values in key order, or
 * `undefined` if any is invalid.
 */
export async function validateAll<T>(
  registry: ValidationRegistry<T>,
  keys: readonly string[],
): Promise<T[] | undefined> {
  const byKey = new Map(registry.validators());
  const results = await Promise.all(keys.map((key) => byKey.get(key)?.() ?? Promise.resolve(undefined)));
  return results.every((result) => result !== undefined) ? (results as T[]) : undefined;
}
