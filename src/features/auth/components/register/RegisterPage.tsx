import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiError } from '@/shared/api/ApiError.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { CheckboxField } from '@/shared/ui/form/CheckboxField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PasswordField } from '@/shared/ui/form/PasswordField.tsx';
import { PersonFields } from '../PersonFields.tsx';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { register } from '../../model/authFlows.ts';
import {
  EMPTY_SECURITY,
  INFO_FIELDS,
  SECURITY_FIELDS,
  registerInfoSchema,
  registerSecuritySchema,
  toRegisterRequest,
} from '../../model/validation/register.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';
import { RoleChoice } from './RoleChoice.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { clearRegisterDraft, readRegisterDraft, sessionDraftStorage, writeRegisterDraft, type RegisterDraft } from './registerDraft.ts';
import { formFieldErrors, generalMessage } from './serverErrors.ts';
import * as styles from './RegisterPage.css.ts';

type Step = RegisterDraft['step'];

/**
 * /register in two steps: 1 "Bilgiler" (names, e-mail, account type) and
 * 2 "Güvenlik" (password, confirmation, terms, newsletter). Each step is its
 * own form with its own checks; going back keeps everything, and a reload
 * keeps everything but the passwords.
 */
export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [storage] = useState(sessionDraftStorage);
  const [draft] = useState(() => readRegisterDraft(storage));
  // A restored step 2 needs a complete step 1 behind it.
  const [step, setStep] = useState<Step>(() => (draft.step === 2 && validateForm(registerInfoSchema, draft.info).success ? 2 : 1));
  const {
    values: info,
    errors: infoErrors,
    setValue: setInfo,
    field: infoField,
    handleSubmit: handleInfoSubmit,
    showErrors: showInfoErrors,
    formRef: infoFormRef,
  } = useSchemaForm(registerInfoSchema, draft.info);
  const {
    values: security,
    errors: securityErrors,
    setValue: setSecurity,
    field: securityField,
    handleSubmit: handleSecuritySubmit,
    showErrors: showSecurityErrors,
    formRef: securityFormRef,
  } = useSchemaForm(registerSecuritySchema, {
    ...EMPTY_SECURITY,
    terms_accepted: draft.terms_accepted,
    newsletter_opt_in: draft.newsletter_opt_in,
  });
  const [submitting, setSubmitting] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);

  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when the user moves between steps, so the new step's heading is read out;
  // left unset when a server error moves back, so focus goes to the failing field instead.
  const focusHeadingNext = useRef(false);

  const { terms_accepted, newsletter_opt_in } = security;
  useEffect(() => {
    writeRegisterDraft(storage, { step, info, terms_accepted, newsletter_opt_in });
  }, [storage, step, info, terms_accepted, newsletter_opt_in]);

  useEffect(() => {
    if (!focusHeadingNext.current) return;
    focusHeadingNext.current = false;
    headingRef.current?.focus();
  }, [step]);

  const moveTo = (next: Step) => {
    focusHeadingNext.current = true;
    setStep(next);
  };

  const showServerError = (error: ApiError) => {
    const infoFieldErrors = formFieldErrors(error, INFO_FIELDS);
    const securityFieldErrors = formFieldErrors(error, SECURITY_FIELDS);
    setGeneralError(generalMessage(error, infoFieldErrors, securityFieldErrors));
    showSecurityErrors(securityFieldErrors);
    // A step-1 field (e.g. an e-mail already registered) wins: back to step 1, focus on that field.
    if (Object.keys(infoFieldErrors).length > 0) {
      setStep(1);
      showInfoErrors(infoFieldErrors);
    }
  };

  // Built per submit, inside the event: moveTo writes a ref, which must not happen during render.
  const submitInfo = (event: FormEvent<HTMLFormElement>) =>
    handleInfoSubmit(() => {
      setGeneralError(null);
      moveTo(2);
    })(event);

  const submitSecurity = handleSecuritySubmit(async (securityValues) => {
    const infoResult = validateForm(registerInfoSchema, info);
    if (!infoResult.success) {
      setStep(1);
      showInfoErrors(infoResult.errors);
      return;
    }
    setGeneralError(null);
    setSubmitting(true);
    const result = await register(toRegisterRequest(infoResult.output, securityValues));
    if (result.success) {
      clearRegisterDraft(storage);
      await navigate({ to: '/welcome', replace: true });
      return;
    }
    setSubmitting(false);
    showServerError(result.error);
  });

  // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
  const onSecuritySubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    void submitSecurity(event);
  };

  return (
    <div className={styles.page}>
      <Card tone="elevated" className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            <Trans>Kayıt Ol</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Deneyler, EtkiBot ve sınıf araçları için ücretsiz hesabınızı oluşturun.</Trans>
          </p>
        </header>

        <StepIndicator step={step} />

        {generalError ? <FormAlert tone="danger">{generalError}</FormAlert> : null}

        {step === 1 ? (
          <form ref={infoFormRef} className={styles.form} noValidate onSubmit={submitInfo} aria-labelledby={headingId}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
              <Trans>Bilgileriniz</Trans>
            </h2>
            <PersonFields field={infoField} />
            <RoleChoice value={info.role} error={infoErrors.role} onChange={(role) => setInfo('role', role)} />
            <div className={styles.actions}>
              <Button type="submit" size="lg" className={styles.primaryAction}>
                <Trans>Devam</Trans>
              </Button>
            </div>
          </form>
        ) : (
          <form ref={securityFormRef} className={styles.form} noValidate onSubmit={onSecuritySubmit} aria-labelledby={headingId}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
              <Trans>Hesap güvenliği</Trans>
            </h2>
            <PasswordField
              label={t`Şifre`}
              autoComplete="new-password"
              required
              hint={t`En az 8 karakter; büyük harf, küçük harf ve rakam içermelidir.`}
              {...securityField('password')}
            />
            <PasswordStrengthMeter password={security.password} />
            <PasswordField label={t`Şifre tekrarı`} autoComplete="new-password" required {...securityField('password_confirm')} />
            <CheckboxField
              name="terms_accepted"
              required
              checked={security.terms_accepted}
              error={securityErrors.terms_accepted}
              onChange={(event) => setSecurity('terms_accepted', event.target.checked)}
              label={
                <Trans>
                  <Link to="/terms" className={styles.link}>
                    Kullanım Koşulları
                  </Link>
                  ’nı ve{' '}
                  <Link to="/privacy" className={styles.link}>
                    Gizlilik Politikası
                  </Link>
                  ’nı okudum, kabul ediyorum.
                </Trans>
              }
            />
            <CheckboxField
              name="newsletter_opt_in"
              checked={security.newsletter_opt_in}
              onChange={(event) => setSecurity('newsletter_opt_in', event.target.checked)}
              label={t`Yeni deneyler ve etkinliklerden e-posta bülteniyle haberdar olmak istiyorum (isteğe bağlı).`}
            />
            <div className={styles.actions}>
              <Button type="button" variant="secondary" size="lg" onClick={() => moveTo(1)}>
                <Trans>Geri</Trans>
              </Button>
              <Button type="submit" size="lg" className={styles.primaryAction} aria-disabled={submitting || undefined}>
                {submitting ? <Trans>Kaydediliyor…</Trans> : <Trans>Kayıt Ol</Trans>}
              </Button>
            </div>
          </form>
        )}

        <p className={styles.footnote}>
          <Trans>
            Zaten hesabınız var mı?{' '}
            <Link to="/login" className={styles.link}>
              Giriş yapın
            </Link>
          </Trans>
        </p>
      </Card>
    </div>
  );
}
