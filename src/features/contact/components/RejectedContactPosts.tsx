import { Trans } from '@lingui/react/macro';
import { rejectionOf, sentFields } from '@/shared/offline/outboxOutcome.ts';
import { acknowledgeOutcomes } from '@/shared/offline/outboxResults.ts';
import type { OutboxOutcome } from '@/shared/offline/swMessages.ts';
import { Button } from '@/shared/ui/Button.tsx';
import * as styles from './ContactForm.css.ts';

type Props = {
  outcomes: OutboxOutcome[];
  /** Only into an empty form: a text being written is never overwritten. */
  canReopen: boolean;
  onReopen: (outcome: OutboxOutcome) => void;
};

/** Posts made earlier that the server refused: their text is kept until fixed or deleted. */
export function RejectedContactPosts({ outcomes, canReopen, onReopen }: Props) {
  return (
    <section aria-labelledby="contact-rejected-title">
      <h3 id="contact-rejected-title" className={styles.panelTitle}>
        <span aria-hidden="true">⚠️</span> <Trans>Gönderilemeyen mesajlarınız</Trans>
      </h3>
      <ul className={styles.rejectedList}>
        {outcomes.map((outcome) => {
          const subject = sentFields(outcome.request).subject ?? '';
          const reason = rejectionOf(outcome).message;
          return (
            <li key={outcome.id} className={styles.rejectedItem}>
              <p className={styles.rejectedSubject}>{subject}</p>
              <p className={styles.rejectedReason}>{reason}</p>
              <div className={styles.rejectedActions}>
                <Button size="sm" onClick={() => onReopen(outcome)} disabled={!canReopen}>
                  <Trans>Düzelt ve yeniden gönder</Trans>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => acknowledgeOutcomes([outcome.id])}>
                  <Trans>Sil</Trans>
                </Button>
              </div>
              {!canReopen ? (
                <p className={styles.submitHint}>
                  <Trans>Düzeltmek için önce formdaki mesajı gönderin ya da temizleyin.</Trans>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
