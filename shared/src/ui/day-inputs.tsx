import { requestDatePicker } from '@andaman/shared/ui/date-picker-loader';
import { ArrowRightIcon, CalendarIcon } from '@andaman/shared/ui/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import {
  cloneElement,
  type FocusEvent,
  Fragment,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styles from '../assets/styles/input-box.module.css';

export type DayInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string };

export interface DayInputsProps {
  /** One input (a day) or two (check-in, check-out). */
  inputs: readonly DayInputProps[];
  invalid?: boolean;
  className?: string;
}

/**
 * The date fields' inputs before antd's picker has loaded (`date-picker-loader`): plain text boxes in the
 * picker's box, with its calendar mark and, for a range, its arrow. Same ids, names and values as the
 * picker's inputs, so a label, a test or a traveller typing a date sees one field; it is swapped for the
 * picker on first use.
 */
export function DayInputs({ inputs, invalid, className }: DayInputsProps) {
  const box = [styles.box, invalid ? styles.invalid : '', className].filter(Boolean).join(' ');
  return (
    <span className={box}>
      {inputs.map((input, index) => (
        <Fragment key={input.id}>
          {index > 0 ? <ArrowRightIcon className={styles.separator} /> : null}
          <input type="text" autoComplete="off" className={styles.input} {...input} />
        </Fragment>
      ))}
      <CalendarIcon className={styles.suffix} />
    </span>
  );
}

/** Types `text` into an input as a person would, so React and the picker see the change. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a plain input does besides asking for the picker. */
export interface PlainInputActions {
  /** A click: open the calendar (it shows once the picker is in). */
  open: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Leaving the input (Tab takes a typed day). */
  leave: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The plain phase of a date field. `plainInput(actions)` gives a `DayInputs` input its handlers: focus,
 * click and keys ask for the picker (`date-picker-loader`), then do what the field does. `swapped` says
 * when to show the picker: once it has `loaded`, except while the traveller is typing into a plain box
 * (focused, text not taken yet), since keys pressed during a swap would land in the picker's box before
 * the text carried over; the box swaps when the text is taken (Enter, Tab) or the focus leaves. The swap
 * carries over to the picker's input of the same id inside `holder` the focus, if a plain input had it,
 * and any text typed and not taken (`texts`, by input id: left in a box the focus has left).
 */
export function usePlainPhase(
  holder: RefObject<HTMLElement | null>,
  loaded: boolean,
  texts: Readonly<Record<string, string | null>>,
) {
  /** The plain input with the focus, once the picker is in: `null`. */
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const typing = focusedId !== null && (texts[focusedId] ?? null) !== null;
  const swapped = loaded && !typing;
  // Read by the handlers during the commit that removes the plain inputs (blur fires then).
  const swappedNow = useRef(swapped);
  swappedNow.current = swapped;
  const focusedNow = useRef(focusedId);
  focusedNow.current = focusedId;
  const pendingTexts = useRef(texts);
  pendingTexts.current = texts;
  useLayoutEffect(() => {
    const document = holder.current?.ownerDocument;
    if (!swapped || !document) return;
    const byId = (id: string) => {
      const element = document.getElementById(id);
      return element instanceof HTMLInputElement && holder.current?.contains(element) ? element : null;
    };
    const focus = focusedNow.current ? byId(focusedNow.current) : null;
    setFocusedId(null);
    focus?.focus();
    // Typed once the picker has settled: on focus and on opening it writes the chosen day into its box.
    const texts = Object.entries(pendingTexts.current);
    const timer = window.setTimeout(() => {
      for (const [id, text] of texts) {
        const input = byId(id);
        if (input && text) typeInto(input, text);
      }
    });
    return () => window.clearTimeout(timer);
  }, [swapped, holder]);

  const plainInput = (actions: PlainInputActions) => ({
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setFocusedId(event.target.id);
      requestDatePicker();
    },
    // A mouse opens on press, as the picker does: the picker can arrive between press and release, and
    // then the release lands on it and there is no click on either input.
    onPointerDown: (event: PointerEvent<HTMLInputElement>) => {
      requestDatePicker();
      if (event.pointerType === 'mouse') actions.open();
    },
    onClick: () => {
      requestDatePicker();
      actions.open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      requestDatePicker();
      actions.onKeyDown(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      // Swapped for the picker: the focus and the text move to it, nothing is taken yet.
      if (swappedNow.current) return;
      setFocusedId(null);
      actions.leave(event);
    },
  });
  return { swapped, plainInput };
}

/**
 * The picker's `cellRender` for both date fields: the day the arrow keys have reached (`active`) gets
 * `highlightClass` on its cell, so the keyboard position shows; every other cell is antd's own.
 */
export function highlightActiveDay(active: Dayjs | null | undefined, highlightClass: string | undefined) {
  return (current: unknown, info: { type: string; originNode: ReactNode }): ReactNode => {
    const day = dayjs.isDayjs(current) ? current : null;
    if (info.type !== 'date' || !day || !active || !day.isSame(active, 'day')) return info.originNode;
    const node = info.originNode as ReactElement<{ className?: string }>;
    return cloneElement(node, {
      className: [node.props.className, highlightClass].filter(Boolean).join(' '),
    });
  };
}
