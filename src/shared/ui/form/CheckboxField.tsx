import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessages, fieldDescriptionIds } from './FieldFrame.tsx';
import { RequiredMark } from './RequiredMark.tsx';
import * as styles from './Field.css.ts';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'className'> & {
  /** The text next to the box; may hold links (e.g. to the terms). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label as a 44 px tall click target, plus hint and error. */
export function CheckboxField({ label, hint, error, className, id, required, ref, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const { describedBy } = fieldDescriptionIds(fieldId, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId} className={styles.checkboxRow}>
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.checkbox}
          {...input}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
