import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame, fieldDescriptionIds } from './FieldFrame.tsx';
import * as styles from './Field.css.ts';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'className'> & {
  /** The visible label (required: placeholders are not labels). */
  label: ReactNode;
  /** Help text under the field, read out with it. */
  hint?: ReactNode;
  /** The current error; sets aria-invalid and is read out with the field. */
  error?: string | null;
  /** Class for the whole field (label, control, messages), e.g. for grid placement. */
  className?: string;
  /** Class for the <input> itself. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input (text, email, tel, search, number, password…).
 * Pass `required` to show the asterisk; put `noValidate` on the form so the
 * app's own Turkish messages are shown instead of the browser's bubbles.
 */
export function TextField({ label, hint, error, className, inputClassName, id, required, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const { describedBy } = fieldDescriptionIds(fieldId, hint, error);
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[styles.control, inputClassName].filter(Boolean).join(' ')}
        {...input}
      />
    </FieldFrame>
  );
}
