import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldDescriptionIds } from './FieldFrame.tsx';
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
  const { hintId, errorId, describedBy } = fieldDescriptionIds(fieldId, hint, error);
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
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
