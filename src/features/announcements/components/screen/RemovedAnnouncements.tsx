import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { restoreDaysLeft } from '@/features/classroom';
import { useNow } from '@/shared/lib/useNow.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { removedAnnouncementsQuery, useRestoreAnnouncement } from '../../api.ts';
import * as list from '../inbox/announcements.css.ts';
import * as styles from './communications.css.ts';

/** The author's removed announcements, each restorable while it has days left; asked for only when opened. */
export function RemovedAnnouncements() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...removedAnnouncementsQuery(), enabled: open });
  const restore = useRestoreAnnouncement();
  const now = useNow().getTime();
  const removed = query.data ?? [];

  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        <Trans>Kaldırılan duyurular</Trans>
      </summary>
      {!open ? null : query.isPending ? (
        <Spinner label={t`Kaldırılan duyurular yükleniyor...`} />
      ) : removed.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Son 30 günde kaldırdığınız duyuru yok.</Trans>
        </p>
      ) : (
        <ul className={list.list}>
          {removed.map((announcement) => {
            const title = announcement.title;
            const days = announcement.removed_at ? restoreDaysLeft(announcement.removed_at, now) : 0;
            return (
              <li key={announcement.id} className={styles.removedRow}>
                <span>
                  <strong>{title}</strong>{' '}
                  <span className={styles.muted}>{days > 1 ? <Trans>Geri almak için {days} gün kaldı</Trans> : <Trans>Geri almak için son gün</Trans>}</span>
                </span>
                <Button variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate(announcement.id)} aria-label={t`${title} geri al`}>
                  <Trans>Geri al</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {restore.error ? <FormAlert>{restore.error.message}</FormAlert> : null}
    </details>
  );
}
