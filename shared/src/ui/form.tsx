import { createContext, type ReactNode, useContext } from 'react';
import styles from '../assets/styles/form.module.css';

/** How an item marks its label: a star on required fields, or "(optional)" on the others. */
export type RequiredMark = 'asterisk' | 'optional';

const RequiredMarkContext = createContext<RequiredMark>('asterisk');

export interface FormFieldsProps {
  /** `optional` marks the fields that are not required instead of starring the required ones. */
  requiredMark?: RequiredMark;
  children: ReactNode;
}

/**
 * "(optional)" marks instead of stars for the fields inside (without it, items star their required
 * labels). With `FormItem` it lays a form out as antd's vertical form did, in plain markup: the `<form>`
 * element and `useForm` stay the app's, react-hook-form validates, and each input is told its own state
 * (`invalid`, `disabled`), so no antd context is needed.
 */
export function FormFields({ requiredMark = 'asterisk', children }: FormFieldsProps) {
  return <RequiredMarkContext.Provider value={requiredMark}>{children}</RequiredMarkContext.Provider>;
}

export interface FormItemProps {
  /** The visible label, tied to the input by `htmlFor`. */
  label?: ReactNode;
  /** The id of the input the label names. */
  htmlFor?: string;
  /** Marks the label as required (or leaves out its "(optional)" mark). */
  required?: boolean;
  /** The message under the input (the input itself shows its error state: `invalid`). */
  help?: ReactNode;
  /** A hint under the input. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One labelled field: label above, the input, then the message or hint. */
export function FormItem({
  label,
  htmlFor,
  required = false,
  help,
  extra,
  className,
  children,
}: FormItemProps) {
  const requiredMark = useContext(RequiredMarkContext);
  return (
    <div className={className ? `${styles.item} ${className}` : styles.item}>
      {label === undefined ? null : (
        <div className={styles.label}>
          <label
            htmlFor={htmlFor}
            className={required && requiredMark === 'asterisk' ? styles.required : undefined}
          >
            {label}
            {/* The space only separates the words of the accessible name: a flex label drops it. */}
            {!required && requiredMark === 'optional' ? (
              <>
                {' '}
                <span className={styles.optional}>(optional)</span>
              </>
            ) : null}
          </label>
        </div>
      )}
      {children}
      {help === undefined ? null : <div className={styles.explain}>{help}</div>}
      {extra === undefined ? null : <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
