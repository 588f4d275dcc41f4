import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import { COPIED_MS, readableGroups, type PasswordNotice } from '../model/oneTimePassword.ts';
import * as styles from './teachers.css.ts';

type Props = { notice: PasswordNotice; onDone: () => void; onIssueNew: (teacherId: number) => void; issuing: boolean };

/**
 * The one-time password, shown once: large, in groups, with a copy button. The panel takes focus so a
 * screen reader says it at once, and it stays until the administrator says they have it.
 */
export function OneTimePasswordPanel({ notice, onDone, onIssueNew, issuing }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => ref.current?.focus(), [notice]);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const { teacherName } = notice;
  if (notice.kind === 'not-shown') {
    return (
      <FormAlert
        tone="warning"
        title={t`${teacherName}: şifre gösterilemiyor`}
        action={
          <Button variant="secondary" disabled={issuing} onClick={() => onIssueNew(notice.teacherId)}>
            {t`Yeni tek kullanımlık şifre oluştur`}
          </Button>
        }
      >
        {notice.message}
      </FormAlert>
    );
  }

  const copy = () => {
    navigator.clipboard
      ?.writeText(notice.password)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };

  return (
    <section ref={ref} tabIndex={-1} className={styles.passwordBox} aria-labelledby="one-time-password-title">
      <h2 id="one-time-password-title" className={styles.passwordTitle}>
        <Trans>{teacherName} için tek kullanımlık şifre</Trans>
      </h2>
      <p className={styles.password}>
        <VisuallyHidden>{notice.password}</VisuallyHidden>
        {readableGroups(notice.password).map((group, index) => (
          <span key={index} aria-hidden="true">
            {group}
          </span>
        ))}
      </p>
      <p className={styles.plain}>
        <Trans>
          Bu şifre yalnızca şimdi gösterilir. Öğretmene güvenli bir yolla iletin: ilk girişinde kendi şifresini belirleyecek. Kaybolursa yeni bir tek
          kullanımlık şifre oluşturabilirsiniz.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={copy}>
          {copied ? t`Kopyalandı!` : t`Şifreyi kopyala`}
        </Button>
        <Button onClick={onDone}>{t`Not aldım, kapat`}</Button>
      </div>
      <VisuallyHidden role="status">{copied ? t`Şifre panoya kopyalandı.` : ''}</VisuallyHidden>
    </section>
  );
}
