import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldFrame, fieldDescriptionIds } from './FieldFrame.tsx';
import type { TextFieldProps } from './TextField.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import * as styles from './Field.css.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputClassName'> & {
  /** The toggle's accessible name; its pressed state says whether the password shows. Default "Şifreyi göster". */
  toggleLabel?: string;
};

/**
 * A password input with a show/hide toggle: a real button with aria-pressed
 * and a Turkish name, 44 px, kept out of the way of password managers.
 * Pass `autoComplete="current-password"` on sign-in and `"new-password"` when setting one.
 */
export function PasswordField({ label, hint, error, className, id, required, toggleLabel, disabled, ref, ...input }: PasswordFieldProps) {
  const { t } = useLingui();
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  const { describedBy } = fieldDescriptionIds(fieldId, hint, error);
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <div className={styles.adorned}>
        <input
          ref={ref}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${styles.control} ${styles.withOneButton}`}
          {...input}
        />
        <button
          type="button"
          className={`${styles.inlineButton} ${styles.endSlot}`}
          aria-pressed={visible}
          aria-controls={fieldId}
          aria-label={toggleLabel ?? t`Şifreyi göster`}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}
