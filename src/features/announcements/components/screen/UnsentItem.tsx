import { Trans, useLingui } from '@lingui/react/macro';
import { formatDayTime } from '@/shared/i18n/format.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { announcementWrite } from '../../api.ts';
import { audienceLabel } from '../../model/labels.ts';
import type { UnsentAnnouncement } from '../../model/inbox.ts';
import * as styles from './communications.css.ts';

type Props = { item: UnsentAnnouncement; className?: string; onEdit: () => void; onDiscard: () => void };

/** An announcement still on this device: waiting for the connection, or refused by the server and kept to be corrected. */
export function UnsentItem({ item, className, onEdit, onDiscard }: Props) {
  const { i18n } = useLingui();
  const written = formatDayTime(item.createdAt);
  const audience = i18n._(audienceLabel(item.request.audience, item.request.audience.kind === 'class' ? className : undefined));
  const text = [item.request.title, item.request.body ?? ''].filter(Boolean).join('\n\n');
  return (
    <article className={styles.pending}>
      <h3 className={styles.pendingTitle}>{item.request.title}</h3>
      <p className={styles.muted}>
        <Trans>
          {audience} · yazıldı: {written}
        </Trans>
      </p>
      <WriteStatus
        write={item.write}
        what={announcementWrite.what}
        keep={item.state === 'rejected' ? { text, fileName: 'duyuru' } : undefined}
        onEdit={onEdit}
        onDiscard={onDiscard}
      />
    </article>
  );
}
