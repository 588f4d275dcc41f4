import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PasswordField } from '@/shared/ui/form/PasswordField.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { updateProfile } from '../../model/authFlows.ts';
import { EMPTY_PASSWORD_CHANGE, PASSWORD_CHANGE_FIELDS, passwordChangeSchema, type PasswordChangeField } from '../../model/validation/passwordChange.ts';
import { PasswordStrengthMeter } from '../register/PasswordStrengthMeter.tsx';
import { formFieldErrors, generalMessage } from '../register/serverErrors.ts';
import { OfflineNote } from './OfflineNote.tsx';
import * as styles from './ProfilePage.css.ts';

type PasswordChangeFormProps = {
  offline: boolean;
  offlineNoteId: string;
  onEdit: () => void;
  onChanged: () => void;
  /** The first field's label: a one-time password is "the password you were given", not "your current one". */
  currentLabel?: string;
};

/** The three fields; remounted after a change, which empties them (passwords are not kept around). Also the first sign-in's form. */
export function PasswordChangeForm({ offline, offlineNoteId, onEdit, onChanged, currentLabel }: PasswordChangeFormProps) {
  const { t } = useLingui();
  const { values, field, handleSubmit, showErrors, formRef } = useSchemaForm(passwordChangeSchema, EMPTY_PASSWORD_CHANGE);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const bind = (name: PasswordChangeField) =>
    field(name, {
      onChange: () => {
        setError(null);
        onEdit();
      },
    });

  const submit = handleSubmit(async (values) => {
    setError(null);
    setSaving(true);
    const result = await updateProfile(values);
    setSaving(false);
    if (result.success) {
      onChanged();
      return;
    }
    // CURRENT_PASSWORD_WRONG lands under the current-password field.
    const fieldErrors = formFieldErrors(result.error, PASSWORD_CHANGE_FIELDS);
    showErrors(fieldErrors);
    setError(generalMessage(result.error, fieldErrors));
  });

  const blocked = offline || saving;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      <PasswordField label={currentLabel ?? t`Mevcut şifre`} autoComplete="current-password" required {...bind('current_password')} />
      <PasswordField
        label={t`Yeni şifre`}
        autoComplete="new-password"
        required
        hint={t`En az 8 karakter; büyük harf, küçük harf ve rakam içermeli, mevcut şifrenizden farklı olmalıdır.`}
        {...bind('new_password')}
      />
      <PasswordStrengthMeter password={values.new_password} />
      <PasswordField label={t`Yeni şifre tekrarı`} autoComplete="new-password" required {...bind('new_password_confirm')} />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={blocked || undefined} aria-describedby={offline ? offlineNoteId : undefined}>
          {saving ? <Trans>Kaydediliyor…</Trans> : <Trans>Şifreyi Değiştir</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** Section 2: password change (docs/behaviour.md#validation) through the profile-update call. */
export function PasswordSection({ offline }: { offline: boolean }) {
  const headingId = useId();
  const offlineNoteId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [changes, setChanges] = useState(0);
  const [changed, setChanged] = useState(false);

  // The emptied form replaces the focused button: focus goes to the section, whose status is read out.
  useEffect(() => {
    if (changes > 0) headingRef.current?.focus();
  }, [changes]);

  return (
    <Card as="section" className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          <Trans>Şifre değiştir</Trans>
        </h2>
      </header>
      {offline ? (
        <OfflineNote id={offlineNoteId}>
          <Trans>Şifrenizi değiştirmek için internet bağlantısı gerekir.</Trans>
        </OfflineNote>
      ) : null}
      {changed ? (
        <FormAlert tone="success">
          <Trans>Şifreniz değiştirildi.</Trans>
        </FormAlert>
      ) : null}
      <PasswordChangeForm
        key={changes}
        offline={offline}
        offlineNoteId={offlineNoteId}
        onEdit={() => setChanged(false)}
        onChanged={() => {
          setChanged(true);
          setChanges((count) => count + 1);
        }}
      />
    </Card>
  );
}
