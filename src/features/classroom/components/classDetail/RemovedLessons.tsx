import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useNow } from '@/shared/lib/useNow.ts';
import { removedLessonsQuery, useRestoreLesson } from '../../api.ts';
import { restoreDaysLeft } from '../../model/restoreWindow.ts';
import { Loading } from '../shared/QueryStates.tsx';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';

/**
 * The class's removed lessons, for its teacher: each comes back at the end of the plan while it has
 * days left. Asked for only when opened: the plan is read far more often than its removed lessons.
 */
export function RemovedLessons({ classId }: { classId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...removedLessonsQuery(classId), enabled: open });
  const restore = useRestoreLesson(classId);
  const now = useNow().getTime();
  const removed = query.data ?? [];

  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={forms.summary}>
        <Trans>Kaldırılan dersler</Trans>
      </summary>
      {!open ? null : query.isPending ? (
        <Loading label={t`Kaldırılan dersler yükleniyor...`} />
      ) : removed.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Son 30 günde kaldırılan ders yok.</Trans>
        </p>
      ) : (
        <ul className={layout.list}>
          {removed.map((lesson) => {
            const title = lesson.title;
            const days = restoreDaysLeft(lesson.removed_at, now);
            return (
              <li key={lesson.id} className={layout.row}>
                <div className={layout.rowMain}>
                  <span className={layout.rowTitle}>{title}</span>
                  <span className={layout.muted}>{days > 1 ? <Trans>Geri almak için {days} gün kaldı</Trans> : <Trans>Geri almak için son gün</Trans>}</span>
                </div>
                <div className={layout.actions}>
                  <Button variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate(lesson.id)} aria-label={t`${title} geri al`}>
                    <Trans>Geri al</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {restore.error ? <FormAlert>{restore.error.message}</FormAlert> : null}
    </details>
  );
}
