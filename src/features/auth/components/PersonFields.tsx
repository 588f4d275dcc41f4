import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import * as styles from './PersonFields.css.ts';

type PersonField = 'first_name' | 'last_name' | 'email';

type PersonFieldsProps = {
  values: Record<PersonField, string>;
  errors: Partial<Record<PersonField, string>>;
  onChange: (field: PersonField, value: string) => void;
};

/** First name and surname side by side, then the e-mail: the same three fields in registration and in the profile. */
export function PersonFields({ values, errors, onChange }: PersonFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label={t`Ad`}
          name="first_name"
          autoComplete="given-name"
          required
          value={values.first_name}
          error={errors.first_name}
          onChange={(event) => onChange('first_name', event.target.value)}
        />
        <TextField
          label={t`Soyad`}
          name="last_name"
          autoComplete="family-name"
          required
          value={values.last_name}
          error={errors.last_name}
          onChange={(event) => onChange('last_name', event.target.value)}
        />
      </div>
      <TextField
        label={t`E-posta`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => onChange('email', event.target.value)}
      />
    </>
  );
}
