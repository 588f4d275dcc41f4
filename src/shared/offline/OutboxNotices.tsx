import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { rejectionOf, sentFields, serverMessageOf, submissionIdOf } from './outboxOutcome.ts';
import { acknowledgeOutcomes, startOutbox, useClaimedOutboxIds, useOutboxSnapshot } from './outboxStore.ts';
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

/**
 * Results of posts the service worker sent later (made offline, maybe in a tab closed since): each stays
 * until the user dismisses it. Results a form on screen shows in place are left to that form.
 */
export function OutboxNotices() {
  const { t } = useLingui();
  const { outcomes } = useOutboxSnapshot();
  const claimed = useClaimedOutboxIds();
  useEffect(startOutbox, []);
  const shown = outcomes.filter((outcome) => !claimed.has(outcome.id));
  return (
    <ul className={styles.region} aria-label={t`Gönderim bildirimleri`} aria-live="polite">
      {shown.map((outcome) => (
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
    </ul>
  );
}
