import { useStore, type WritableAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';

/** Options of `useDraftForm`: react-hook-form's own, with the draft in place of `defaultValues`. */
export type DraftFormOptions<TInput extends FieldValues, TOutput, Draft> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'defaultValues'
> & {
  /** Where the draft is kept: a `persistedAtom`, so what comes back from storage is parsed by its schema. */
  draftAtom: WritableAtom<Draft, [(previous: Draft) => Draft], unknown>;
  /** The form's starting values from the saved draft (read once, as the form mounts). */
  defaultValues: (draft: Draft) => DefaultValues<TInput>;
  /** The draft to keep for the form's values as typed (`previous` is the draft kept so far). */
  toDraft: (values: TInput, previous: Draft) => Draft;
};

/**
 * The one way to keep a form's draft: `useForm` whose starting values come from `draftAtom` and whose
 * values, on every change, go back into it, so a half-filled form survives a reload and back/forward.
 * The draft is read once, not subscribed to, and saved through react-hook-form's `subscribe`: typing
 * never re-renders the whole form.
 *
 * ```tsx
 * const form = useDraftForm({
 *   draftAtom: checkoutDraftAtom,
 *   defaultValues: (draft) => guestDetailsDefaults(draft, guestCount),
 *   toDraft: toGuestDetailsDraft,
 *   resolver: guestDetailsResolver,
 * });
 * ```
 */
export function useDraftForm<TInput extends FieldValues, TOutput, Draft>({
  draftAtom,
  defaultValues,
  toDraft,
  ...options
}: DraftFormOptions<TInput, TOutput, Draft>) {
  const store = useStore();
  const [initial] = useState(() => defaultValues(store.get(draftAtom)));
  const form = useForm<TInput, unknown, TOutput>({ ...options, defaultValues: initial });
  const latestToDraft = useRef(toDraft);
  latestToDraft.current = toDraft;
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => store.set(draftAtom, (previous) => latestToDraft.current(values, previous)),
      }),
    [subscribe, store, draftAtom],
  );
  return form;
}
