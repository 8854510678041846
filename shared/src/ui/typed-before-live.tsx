import { type RefObject, useEffect, useRef } from 'react';

/**
 * What a traveller typed or chose in a form's server HTML before its code arrived. React keeps what the
 * boxes show when it hydrates, but the form's state starts from its defaults: a submit would say
 * "required" under a filled box, or send the option the server had selected. Each field named in `take`
 * (by its name or id) whose value differs from the one the server sent is handed to its taker once the
 * form is live (its first commit). A form rendered in the browser has nothing changed as it mounts.
 */
export function useTypedBeforeLive(
  form: RefObject<HTMLFormElement | null>,
  take: Readonly<Record<string, (value: string) => void>>,
) {
  const latest = useRef(take);
  latest.current = take;
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    for (const [key, value] of changedSinceServer(element, Object.keys(latest.current)))
      latest.current[key]?.(value);
  }, [form]);
}

/** The fields `keys` (names or ids) of `form` whose value is no longer the one in the server's HTML. */
export function changedSinceServer(form: HTMLFormElement, keys: readonly string[]): [string, string][] {
  const changed: [string, string][] = [];
  for (const key of keys) {
    const element = form.elements.namedItem(key);
    if (element instanceof HTMLInputElement && element.value !== element.defaultValue)
      changed.push([key, element.value]);
    if (element instanceof HTMLSelectElement) {
      const sent = [...element.options].find((option) => option.defaultSelected) ?? element.options[0];
      if (element.value !== (sent?.value ?? '')) changed.push([key, element.value]);
    }
  }
  return changed;
}
