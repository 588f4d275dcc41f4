import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldDescriptionIds } from './FieldFrame.tsx';
import * as styles from './Field.css.ts';

type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className' | 'multiple'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice (value ""), e.g. "Seçin". Leave out when a value is always chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Class for the whole field. */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled native <select>: the platform's own picker is the most usable on
 * phones and tablets. For long lists that need typing to filter, use Combobox.
 */
export function SelectField({ label, options, placeholder, hint, error, className, id, required, ref, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const { describedBy } = fieldDescriptionIds(fieldId, hint, error);
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.control}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
