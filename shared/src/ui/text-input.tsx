import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from '../assets/styles/input-box.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** A mark before the text, inside the box (e.g. "₹"); decorative, so the label must name the unit. */
  prefix?: ReactNode;
  /** The error look (red border); pair it with `aria-invalid` and the message's `aria-describedby`. */
  invalid?: boolean;
}

/**
 * A text box in the look of antd's Input (full width, 32 px, the brand's borders), in plain markup:
 * for forms on pages that load none of antd's runtime. Pressing anywhere in
 * the box, the prefix included, focuses the input.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { prefix, invalid = false, className, type = 'text', ...rest },
  ref,
) {
  const box = [styles.box, styles.wide, invalid ? styles.invalid : '', className].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the box's padding or prefix focuses its input, as antd's does; the input itself is the control.
    <span
      className={box}
      onMouseDown={(event) => {
        const input = event.currentTarget.querySelector('input');
        if (input && event.target !== input) {
          event.preventDefault();
          input.focus();
        }
      }}
    >
      {prefix ? (
        <span className={styles.prefix} aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input ref={ref} type={type} className={styles.input} aria-invalid={invalid || undefined} {...rest} />
    </span>
  );
});

/** A multi-line text box in the same look (antd's TextArea), growing by hand (`resize: vertical`). */
export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }
>(function TextArea({ invalid = false, className, ...rest }, ref) {
  const box = [styles.box, styles.multiline, invalid ? styles.invalid : '', className]
    .filter(Boolean)
    .join(' ');
  return <textarea ref={ref} className={box} aria-invalid={invalid || undefined} {...rest} />;
});
