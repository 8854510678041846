import { useSetAtom, useStore, type WritableAtom } from 'jotai';
import { useState } from 'react';

/**
 * A form draft kept in an atom (`persistedAtom`), for a form that reads it once: the value as the
 * page opened (for `defaultValues`) and the setter to save into. Unlike `useAtom` it does not
 * subscribe, so saving the draft on every keystroke (`useFormDraft`) never re-renders the whole form.
 *
 * ```tsx
 * const [draft, setDraft] = useDraftAtom(checkoutDraftAtom);
 * const form = useForm({ defaultValues: draft, resolver });
 * useFormDraft(form.subscribe, setDraft);
 * ```
 */
export function useDraftAtom<Value, Args extends unknown[], Result>(
  draftAtom: WritableAtom<Value, Args, Result>,
): readonly [Value, (...args: Args) => Result] {
  const store = useStore();
  const [initial] = useState(() => store.get(draftAtom));
  return [initial, useSetAtom(draftAtom)] as const;
}
