import { useEffect, useRef, useState, type Ref } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteConfig, whatsappLink } from '@/shared/config/site.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ExternalButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { forgotPasswordSchema } from '../../model/validation/forgotPassword.ts';
import * as guest from '../guestPage.css.ts';
import * as styles from './ForgotPasswordPage.css.ts';

/** A mailto: link; RFC 6068 wants %20 for spaces, which encodeURIComponent gives. */
const mailto = (to: string, subject: string, body: string) => `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/**
 * /forgot-password. The reset-mail call is not part of the API (docs/behaviour.md#api-calls), so
 * nothing is sent: after a valid e-mail the page says so plainly and shows
 * who can reset the password instead.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { field, handleSubmit, formRef } = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [enteredEmail, setEnteredEmail] = useState<string | null>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [returnToForm, setReturnToForm] = useState(false);

  // Focus follows the swap between form and answer, so screen readers read what replaced what they were on.
  useEffect(() => {
    if (enteredEmail) panelTitle.current?.focus();
    else if (returnToForm) emailInput.current?.focus();
  }, [enteredEmail, returnToForm]);

  const submit = handleSubmit(({ email }) => setEnteredEmail(email));

  return (
    <div className={guest.page}>
      <header className={guest.header}>
        <h1 className={guest.title}>
          <Trans>Şifremi Unuttum</Trans>
        </h1>
        <p className={guest.lead}>
          <Trans>Hesabınızın e-posta adresini yazın; şifrenizi nasıl yenileyebileceğinizi gösterelim.</Trans>
        </p>
      </header>

      <Card tone="elevated" className={styles.card}>
        {enteredEmail ? (
          <ResetHelp
            email={enteredEmail}
            titleRef={panelTitle}
            onChangeEmail={() => {
              setEnteredEmail(null);
              setReturnToForm(true);
            }}
          />
        ) : (
          <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
            <TextField
              ref={emailInput}
              label={t`E-posta adresi`}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...field('email')}
            />
            <Button type="submit" size="lg" block>
              <Trans>Devam et</Trans>
            </Button>
          </form>
        )}
      </Card>

      <Link to="/login" className={styles.back}>
        <Trans>← Giriş sayfasına dön</Trans>
      </Link>
    </div>
  );
}

type ResetHelpProps = { email: string; titleRef: Ref<HTMLHeadingElement>; onChangeEmail: () => void };

function ResetHelp({ email, titleRef, onChangeEmail }: ResetHelpProps) {
  const { t } = useLingui();
  const { supportEmail, whatsappDisplay } = siteConfig;
  const subject = t`Şifre yenileme talebi`;
  const body = t`Merhaba,

${email} adresiyle kayıtlı hesabımın şifresini unuttum. Şifremi yenilememe yardımcı olabilir misiniz?

Teşekkürler.`;
  const whatsappText = t`Merhaba, ${email} adresiyle kayıtlı hesabımın şifresini unuttum. Yardımcı olabilir misiniz?`;

  return (
    <section aria-labelledby="reset-help-title" className={styles.form}>
      <h2 id="reset-help-title" ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
        <Trans>Şifre yenileme e-postası gönderilemiyor</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          Bu sürümde şifre yenileme e-postası uygulamadan gönderilemiyor; <span className={styles.email}>{email}</span> adresine bir şey gönderilmedi. Şifrenizi
          şu yollarla yenileyebilirsiniz:
        </Trans>
      </p>
      <ul className={styles.options}>
        <li className={styles.option}>
          <h3 className={styles.optionTitle}>
            <Trans>Okul hesabıyla giriş yapıyorsanız</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>Okul hesapları okulunuz tarafından yönetilir. Öğrenciyseniz öğretmeninizden, öğretmenseniz okul yöneticinizden şifreyi isteyin.</Trans>
          </p>
        </li>
        <li className={styles.option}>
          <h3 className={styles.optionTitle}>
            <Trans>Kendi e-postanızla açtığınız hesap için</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>Destek ekibimize yazın. Hesabınızı doğruladıktan sonra şifrenizi yenilemenize yardımcı oluruz.</Trans>
          </p>
          <div className={styles.contactActions}>
            <ExternalButtonLink href={mailto(supportEmail, subject, body)} newTab={false}>
              <Trans>E-posta gönder: {supportEmail}</Trans>
            </ExternalButtonLink>
            <ExternalButtonLink href={whatsappLink(whatsappText)} variant="secondary">
              <Trans>WhatsApp: {whatsappDisplay}</Trans>{' '}
              <VisuallyHidden>
                <Trans>(yeni sekmede açılır)</Trans>
              </VisuallyHidden>
            </ExternalButtonLink>
          </div>
        </li>
      </ul>
      <Button variant="ghost" onClick={onChangeEmail}>
        <Trans>Başka bir e-posta adresi yaz</Trans>
      </Button>
    </section>
  );
}
