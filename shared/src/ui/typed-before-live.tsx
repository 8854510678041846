import { parseTypedDay } from '@andaman/shared/rules/typed-day';
import { useInertUntilHydrated } from '@andaman/shared/ui/hydration';
import dayjs from 'dayjs';
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

/**
 * The props of a form that comes in server HTML: its ref and `inert` until it has hydrated (see
 * `useInertUntilHydrated`), with what was typed or chosen before it was live handed to `take` (see
 * `useTypedBeforeLive`). Spread them on the `<form>`.
 */
export function useServerForm(take: Readonly<Record<string, (value: string) => void>>) {
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeLive(ref, take);
  return { ref, ...useInertUntilHydrated() };
}

/** A day typed into a date box before the form was live, as Tab takes it: `YYYY-MM-DD`, not past, or none. */
export function typedDayFromToday(shown: string, today = dayjs()): string | undefined {
  const day = parseTypedDay(shown.trim());
  return day && !dayjs(day).isBefore(today, 'day') ? day : undefined;
}
