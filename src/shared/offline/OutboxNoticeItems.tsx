import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/Button.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { rejectionOf, sentFields, serverMessageOf, submissionIdOf } from './outboxOutcome.ts';
import { acknowledgeOutcomes } from './outboxResults.ts';
import type { OutboxOutcome } from './swMessages.ts';
import * as styles from './OutboxNotices.css.ts';

function OutcomeText({ outcome }: { outcome: OutboxOutcome }) {
  if (outcome.result === 'rejected') {
    const reason = rejectionOf(outcome).message;
    if (outcome.kind === 'contact') {
      return (
        <>
          <p className={styles.title}>
            <span aria-hidden="true">⚠️</span> <Trans>Mesajınız gönderilemedi</Trans>
          </p>
          <p className={styles.body}>
            <Trans>{reason} Yazdığınız metin saklandı: İletişim sayfasında düzeltip yeniden gönderebilirsiniz.</Trans>
          </p>
        </>
      );
    }
    const email = sentFields(outcome.request).email ?? '';
    return (
      <>
        <p className={styles.title}>
          <span aria-hidden="true">⚠️</span> <Trans>Bülten aboneliği yapılamadı</Trans>
        </p>
        <p className={styles.body}>
          <Trans>
            {email}: {reason}
          </Trans>
        </p>
      </>
    );
  }
  if (outcome.kind === 'contact') {
    const submissionId = submissionIdOf(outcome.answer) ?? '';
    return (
      <>
        <p className={styles.title}>
          <span aria-hidden="true">✅</span> <Trans>Bekleyen mesajınız iletildi</Trans>
        </p>
        <p className={styles.body}>
          <Trans>
            Başvuru numaranız: <span className={styles.code}>{submissionId}</span>
          </Trans>
        </p>
      </>
    );
  }
  const message = serverMessageOf(outcome.answer);
  return (
    <>
      <p className={styles.title}>
        <span aria-hidden="true">✅</span> <Trans>Bülten aboneliğiniz gönderildi</Trans>
      </p>
      <p className={styles.body}>{message ?? <Trans>Bültenimize abone oldunuz.</Trans>}</p>
    </>
  );
}

/** The results themselves, loaded only when there is one to show (their error texts stay out of the entry). */
export function OutboxNoticeItems({ outcomes }: { outcomes: OutboxOutcome[] }) {
  return (
    <>
      {outcomes.map((outcome) => (
        <li key={outcome.id} className={outcome.result === 'sent' ? styles.sent : styles.rejected}>
          <OutcomeText outcome={outcome} />
          <div className={styles.actions}>
            {outcome.result === 'rejected' && outcome.kind === 'contact' ? (
              <ButtonLink to="/contact" variant="secondary" size="sm">
                <Trans>Mesajı düzelt</Trans>
              </ButtonLink>
            ) : null}
            {outcome.result === 'sent' || outcome.kind === 'newsletter' ? (
              <Button variant="ghost" size="sm" onClick={() => acknowledgeOutcomes([outcome.id])}>
                <Trans>Tamam</Trans>
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </>
  );
}
