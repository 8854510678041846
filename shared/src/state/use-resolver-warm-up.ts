import { useEffect, useRef } from 'react';
import type { FieldValues, Resolver, ResolverOptions, UseFormGetValues } from 'react-hook-form';
import { onIdle } from '../ui/idle';

const WARM_UP_OPTIONS = {
  fields: {},
  names: [],
  criteriaMode: 'firstError',
  shouldUseNativeValidation: false,
};

/**
 * Runs a form's check once the browser is idle after the form mounts, its result dropped: zod builds a
 * schema's parsers on its first parse, so a first submit (with errors, most often) does not pay for it.
 * Only for a check whose code is in the page already: a `resolverOnUse` check's code comes on use, and
 * running it here would download it with the page.
 *
 * ```tsx
 * const form = useDraftForm({ …, resolver: guestDetailsResolver });
 * useResolverWarmUp(form.getValues, guestDetailsResolver);
 * ```
 */
export function useResolverWarmUp<Values extends FieldValues, Context, Output>(
  getValues: UseFormGetValues<Values>,
  resolver: Resolver<Values, Context, Output>,
) {
  const latest = useRef({ getValues, resolver });
  latest.current = { getValues, resolver };
  useEffect(
    () =>
      onIdle(() => {
        const { getValues: values, resolver: check } = latest.current;
        const options = WARM_UP_OPTIONS as ResolverOptions<Values>;
        void Promise.resolve(check(values(), undefined, options)).catch(() => undefined);
      }),
    [],
  );
}
