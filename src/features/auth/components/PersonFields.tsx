import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import type { FieldBinding } from '@/shared/ui/form/useSchemaForm.ts';
import * as styles from './PersonFields.css.ts';

type PersonField = 'first_name' | 'last_name' | 'email';

type PersonFieldsProps = {
  /** The form's binder (useSchemaForm's `field`) for these three values. */
  field: (name: PersonField) => FieldBinding<PersonField>;
};

/** First name and surname side by side, then the e-mail: the same three fields in registration and in the profile. */
export function PersonFields({ field }: PersonFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.pair}>
        <TextField label={t`Ad`} autoComplete="given-name" required {...field('first_name')} />
        <TextField label={t`Soyad`} autoComplete="family-name" required {...field('last_name')} />
      </div>
      <TextField label={t`E-posta`} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...field('email')} />
    </>
  );
}
