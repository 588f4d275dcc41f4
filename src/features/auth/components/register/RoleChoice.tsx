import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SELF_REGISTER_ROLES, type Role } from '@/shared/api/contract.ts';
import { RequiredMark } from '@/shared/ui/form/RequiredMark.tsx';
import * as fieldStyles from '@/shared/ui/form/Field.css.ts';
import { roleIcon } from '../../model/displayName.ts';
import { ROLE_LABELS } from '../../model/roleLabels.ts';
import * as styles from './RegisterPage.css.ts';

type RoleChoiceProps = {
  /** The chosen role, or '' before a choice. */
  value: string;
  onChange: (role: Role) => void;
  error?: string | null;
};

/**
 * The account type as four large radio cards with the docs/behaviour.md#roles role icons:
 * easier to hit on a tablet than a select, and every option visible at once.
 * Each radio carries aria-invalid, so the form's focus-the-first-error finds the group.
 */
export function RoleChoice({ value, onChange, error }: RoleChoiceProps) {
  const { t, i18n } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.roleFieldset}>
      <legend className={`${fieldStyles.label} ${styles.roleLegend}`}>
        {t`Hesap türü`}
        <RequiredMark />
      </legend>
      <div className={styles.roleGrid}>
        {SELF_REGISTER_ROLES.map((role) => (
          <label key={role} className={styles.roleOption}>
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={styles.roleRadio}
            />
            <span className={styles.roleIcon} aria-hidden="true">
              {roleIcon[role]}
            </span>
            <span>{i18n._(ROLE_LABELS[role])}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
