/**
 * antd's DatePicker, loaded when a date field is first used rather than with the page: the picker, its
 * calendar and its styles were a large part of the first load of every page with a date field. `DateField`
 * and `DateRangeField` show a plain input until then (`DayInputs`), ask for the picker on focus or press, and
 * swap it in when it arrives. The door stays a shared singleton: this only changes when it is asked for.
 * antd's theme loads with it (the picker renders inside `AntdTheme`, which then need not wait), for pages
 * whose first view has no other antd component.
 */
import { onUseModule } from '@andaman/shared/on-use-module';
import { loadAntdTheme } from '@andaman/shared/ui/antd-theme';

const datePicker = onUseModule(async () => {
  const [door] = await Promise.all([import('@andaman/shared/ui/date-picker'), loadAntdTheme()]);
  return door;
});

/** Starts loading the picker and antd's theme (once); a failed load is asked again on the next call. */
export const loadDatePicker = datePicker.load;

/** Starts loading the picker, for event handlers: a failed load leaves the plain input working. */
export const requestDatePicker = datePicker.preload;

/** The picker's door once loaded (the component re-renders then), `undefined` before. */
export const useDatePickerDoor = datePicker.useIfLoaded;
