import { DisabledContextProvider, FormItemInputContext } from '@andaman/shared/ui/form-context';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import styles from '../assets/styles/form.module.css';

/** How an item marks its label: a star on required fields, or "(optional)" on the others. */
export type RequiredMark = 'asterisk' | 'optional';

const RequiredMarkContext = createContext<RequiredMark>('asterisk');

export interface FormFieldsProps {
  /** `optional` marks the fields that are not required instead of starring the required ones. */
  requiredMark?: RequiredMark;
  /** Disables every antd control inside (antd's own disabled context). */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Settings for the fields inside: "(optional)" marks instead of stars, or all disabled (without it, items
 * star their required labels). With `FormItem` it does what antd's `<Form layout="vertical"
 * component={false}>` did, without rc-field-form and async-validator (react-hook-form validates) and
 * antd's label tooltip, script every form page downloaded for a label and a message. The `<form>`
 * element and `useForm` stay the app's. Not an antd door, so each app bundles it; the antd contexts
 * it feeds come through the `form-context` door, so they are the ones the antd inputs read.
 */
export function FormFields({ requiredMark = 'asterisk', disabled, children }: FormFieldsProps) {
  const fields = <RequiredMarkContext.Provider value={requiredMark}>{children}</RequiredMarkContext.Provider>;
  return disabled === undefined ? (
    fields
  ) : (
    <DisabledContextProvider disabled={disabled}>{fields}</DisabledContextProvider>
  );
}

export interface FormItemProps {
  /** The visible label, tied to the input by `htmlFor`. */
  label?: ReactNode;
  /** The id of the input the label names. */
  htmlFor?: string;
  /** Marks the label as required (or leaves out its "(optional)" mark). */
  required?: boolean;
  /** The message under the input; while it shows, the item and the antd input inside are in error. */
  help?: ReactNode;
  /** The error state without a message under the input (the field explains it elsewhere). */
  invalid?: boolean;
  /** A hint under the input. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * One labelled field: label above, the input, then the message or hint. While it is invalid the antd
 * input inside shows its error border (through antd's `FormItemInputContext`, as under `Form.Item`).
 */
export function FormItem({
  label,
  htmlFor,
  required = false,
  help,
  invalid = help !== undefined,
  extra,
  className,
  children,
}: FormItemProps) {
  const requiredMark = useContext(RequiredMarkContext);
  const inputContext = useMemo(
    () => ({ status: invalid ? ('error' as const) : undefined, isFormItemInput: true }),
    [invalid],
  );
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
      <FormItemInputContext.Provider value={inputContext}>{children}</FormItemInputContext.Provider>
      {help === undefined ? null : <div className={styles.explain}>{help}</div>}
      {extra === undefined ? null : <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
