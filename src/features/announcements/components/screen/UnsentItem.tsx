import { Trans, useLingui } from '@lingui/react/macro';
import { formatDayTime } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { audienceLabel } from '../../model/labels.ts';
import type { UnsentAnnouncement } from '../../model/inbox.ts';
import * as styles from './communications.css.ts';

type Props = { item: UnsentAnnouncement; className?: string; onEdit: () => void; onDiscard: () => void };

/** An announcement still on this device: waiting for the connection, or refused by the server and kept to be corrected. */
export function UnsentItem({ item, className, onEdit, onDiscard }: Props) {
  const { i18n } = useLingui();
  const written = formatDayTime(item.createdAt);
  const reason = item.error?.message ?? '';
  const audience = i18n._(audienceLabel(item.request.audience, item.request.audience.kind === 'class' ? className : undefined));
  return (
    <article className={styles.pending}>
      <h3 className={styles.pendingTitle}>{item.request.title}</h3>
      <p className={styles.muted}>
        <Trans>
          {audience} · yazıldı: {written}
        </Trans>
      </p>
      {item.state === 'waiting' ? (
        <p className={styles.warning}>
          <Trans>Gönderilmeyi bekliyor: bağlantı gelince bir kez gönderilecek.</Trans>
        </p>
      ) : (
        <>
          <p className={styles.danger}>
            <Trans>Gönderilemedi: {reason}</Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onEdit}>
              <Trans>Düzeltmek için forma al</Trans>
            </Button>
            <Button variant="ghost" onClick={onDiscard}>
              <Trans>Sil</Trans>
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
