/**
 * antd's DatePicker, loaded when a date field is first used rather than with the page (issue 10: the
 * picker, its calendar and its styles were ~29 KB gzip of script on the first load of every page with a
 * date field). `DateField` and `DateRangeField` show a plain input until then (`DayInputs`), ask for the
 * picker on focus or press, and swap it in when it arrives. The door stays a shared singleton: this
 * only changes when it is asked for. antd's theme loads with it (the picker renders inside
 * `AntdTheme`, which then need not wait), for pages whose first view has no other antd component.
 */
import { loadAntdTheme } from '@andaman/shared/ui/antd-theme';
import { useSyncExternalStore } from 'react';

type DatePickerDoor = typeof import('@andaman/shared/ui/date-picker');

let door: DatePickerDoor | undefined;
let pending: Promise<DatePickerDoor> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the picker and antd's theme (once); a failed load is asked again on the next call. */
export function loadDatePicker(): Promise<DatePickerDoor> {
  pending ??= Promise.all([import('@andaman/shared/ui/date-picker'), loadAntdTheme()]).then(
    ([loaded]) => {
      door = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts loading the picker, for event handlers: a failed load leaves the plain input working. */
export function requestDatePicker() {
  loadDatePicker().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => door;

/** The picker's door once loaded (the component re-renders then), `undefined` before. */
export function useDatePickerDoor(): DatePickerDoor | undefined {
  return useSyncExternalStore(subscribe, current, current);
}
