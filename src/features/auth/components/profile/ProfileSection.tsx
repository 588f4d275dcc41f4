import { useId, useMemo, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/shared/api/contract.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PasswordField } from '@/shared/ui/form/PasswordField.tsx';
import { PersonFields } from '../PersonFields.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { updateProfile } from '../../model/authFlows.ts';
import { roleIcon } from '../../model/displayName.ts';
import { PROFILE_FORM_FIELDS, changesEmail, profileFormSchema, type ProfileFormField } from '../../model/validation/profile.ts';
import { roleLabel } from '../../model/roleLabels.ts';
import { formFieldErrors, generalMessage } from '../register/serverErrors.ts';
import { OfflineNote } from './OfflineNote.tsx';
import * as styles from './ProfilePage.css.ts';

type Status = { tone: 'success' | 'danger'; text: string } | null;

type ProfileSectionProps = {
  user: User;
  /** Saving needs the server: while offline the button is disabled, the typed values stay. */
  offline: boolean;
  onEmailChanged: (from: string, to: string) => void;
};

/**
 * Section 1: names and e-mail (docs/behaviour.md#validation profile rules), the role shown read-only. A new e-mail asks for
 * the current password, sent only with it and emptied after the save.
 */
export function ProfileSection({ user, offline, onEmailChanged }: ProfileSectionProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const offlineNoteId = useId();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const { values, field, setValue, handleSubmit, showErrors, formRef } = useSchemaForm(schema, {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email,
    current_password: '',
  });
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const asksPassword = changesEmail(values.email, user.email);

  const bind = <K extends ProfileFormField>(name: K) => field(name, { onChange: () => setStatus(null) });

  const submit = handleSubmit(async ({ current_password, ...fields }) => {
    setStatus(null);
    setSaving(true);
    const previousEmail = user.email;
    const result = await updateProfile(changesEmail(fields.email, previousEmail) ? { ...fields, current_password } : fields);
    setSaving(false);
    if (result.success) {
      setValue('current_password', '');
      setStatus({ tone: 'success', text: t`Profiliniz güncellendi.` });
      if (result.user.email !== previousEmail) onEmailChanged(previousEmail, result.user.email);
      return;
    }
    // NO_TOKEN, UNAUTHORIZED and SESSION_EXPIRED come with their Turkish text; SESSION_EXPIRED has
    // also signed the user out, and the page hands over to the sign-in guard. CURRENT_PASSWORD_WRONG
    // lands under the current-password field.
    const fieldErrors = formFieldErrors(result.error, PROFILE_FORM_FIELDS);
    showErrors(fieldErrors);
    const message = generalMessage(result.error, fieldErrors);
    setStatus(message ? { tone: 'danger', text: message } : null);
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
    <Card as="section" className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          <Trans>Profil bilgileri</Trans>
        </h2>
      </header>

      <dl className={styles.readOnly}>
        <dt className={styles.readOnlyLabel}>
          <Trans>Hesap türü</Trans>
        </dt>
        <dd className={styles.readOnlyValue}>
          <span aria-hidden="true">{roleIcon[user.role] ?? '👤'}</span>
          <span>{i18n._(roleLabel(user.role))}</span>
        </dd>
        <dd className={styles.readOnlyHint}>
          <Trans>Hesap türünüzü değiştirmek için okul yöneticinize ya da destek ekibimize başvurun.</Trans>
        </dd>
      </dl>

      {offline ? (
        <OfflineNote id={offlineNoteId}>
          <Trans>Profil değişikliklerini kaydetmek için internet bağlantısı gerekir. Yazdıklarınız bu sayfada kalır; bağlantı gelince kaydedebilirsiniz.</Trans>
        </OfflineNote>
      ) : null}
      {status ? <FormAlert tone={status.tone}>{status.text}</FormAlert> : null}

      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <PersonFields field={bind} />
        {asksPassword ? (
          <PasswordField
            label={t`Mevcut şifre`}
            autoComplete="current-password"
            required
            hint={t`Yeni e-posta adresinizi onaylamak için gerekir.`}
            {...bind('current_password')}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={blocked || undefined} aria-describedby={offline ? offlineNoteId : undefined}>
            {saving ? <Trans>Kaydediliyor…</Trans> : <Trans>Kaydet</Trans>}
          </Button>
        </div>
      </form>
    </Card>
  );
}
