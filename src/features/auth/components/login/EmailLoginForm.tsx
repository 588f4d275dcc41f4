import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PasswordField } from '@/shared/ui/form/PasswordField.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { serverFieldErrors } from '@/shared/ui/form/formErrors.ts';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { login } from '../../model/authFlows.ts';
import { loginSchema } from '../../model/validation/login.ts';
import { useSession } from '../../model/session.ts';
import { RequiredLegend } from './RequiredLegend.tsx';
import * as styles from './LoginPage.css.ts';

type EmailLoginFormProps = { onSignedIn: () => void };

/** docs/behaviour.md#sessions-and-flows, #validation e-mail sign-in: checked on submit, then on every change; the server's reason in an alert. */
export function EmailLoginForm({ onSignedIn }: EmailLoginFormProps) {
  const { t } = useLingui();
  const session = useSession();
  const { field, handleSubmit, showErrors, formRef } = useSchemaForm(loginSchema, { email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = submitting || session.isLoading;

  const submit = handleSubmit(async (credentials) => {
    setSubmitting(true);
    setServerError(null);
    const result = await login(credentials);
    setSubmitting(false);
    if (result.success) {
      onSignedIn();
      return;
    }
    setServerError(result.error.message);
    showErrors(serverFieldErrors(result.error.fieldErrors, ['email', 'password']));
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <RequiredLegend />
      {serverError ? <FormAlert title={t`Giriş yapılamadı`}>{serverError}</FormAlert> : null}
      <TextField
        label={t`E-posta adresi`}
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...field('email')}
      />
      <PasswordField label={t`Şifre`} autoComplete="current-password" required {...field('password')} />
      <div className={styles.forgotRow}>
        <Link to="/forgot-password" className={styles.textLink}>
          <Trans>Şifremi unuttum</Trans>
        </Link>
      </div>
      <Button type="submit" size="lg" block disabled={busy}>
        {submitting ? <Trans>Giriş yapılıyor…</Trans> : <Trans>Giriş Yap</Trans>}
      </Button>
    </form>
  );
}
