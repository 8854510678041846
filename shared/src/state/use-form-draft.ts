import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/**
 * Hands a form's values, as typed, to `save` on every change (react-hook-form's `subscribe`, so the
 * form does not re-render for it). Save into a `persistedAtom` and a half-filled booking survives a
 * reload and back/forward: the page reads the atom back into `defaultValues`.
 *
 * ```tsx
 * const [draft, setDraft] = useAtom(checkoutDraftAtom);
 * const form = useForm({ defaultValues: draft, resolver });
 * useFormDraft(form.subscribe, setDraft);
 * ```
 */
export function useFormDraft<TValues extends FieldValues>(
  subscribe: UseFormSubscribe<TValues>,
  save: (values: TValues) => void,
): void {
  const latestSave = useRef(save);
  latestSave.current = save;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => latestSave.current(values) }),
    [subscribe],
  );
}
