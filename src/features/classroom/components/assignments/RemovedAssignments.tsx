import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useNow } from '@/shared/lib/useNow.ts';
import { removedAssignmentsQuery, useRestoreAssignment } from '../../api.ts';
import { formatShortDateTime } from '../../model/dates.ts';
import { restoreDaysLeft } from '../../model/restoreWindow.ts';
import * as layout from '../shared/layout.css.ts';

/** Kaldırılanlar: the teacher's removed assignments (of one class, or all), each restorable for the days it has left. Nothing shows while there are none. */
export function RemovedAssignments({ classId }: { classId?: number }) {
  const { t } = useLingui();
  const query = useQuery(removedAssignmentsQuery());
  const restore = useRestoreAssignment();
  const now = useNow().getTime();
  const removed = (query.data ?? []).filter((assignment) => classId === undefined || assignment.class_id === classId);
  if (removed.length === 0) return null;

  return (
    <section className={layout.section} aria-labelledby="removed-assignments">
      <h2 id="removed-assignments" className={layout.cardTitle}>
        <Trans>Kaldırılanlar</Trans>
      </h2>
      <ul className={layout.list} aria-label={t`Kaldırılan ödevler`}>
        {removed.map((assignment) => {
          const title = assignment.title;
          const removedAt = assignment.removed_at ? formatShortDateTime(assignment.removed_at) : '';
          const days = assignment.removed_at ? restoreDaysLeft(assignment.removed_at, now) : 0;
          return (
            <li key={assignment.id} className={layout.row}>
              <div className={layout.rowMain}>
                <span className={layout.rowTitle}>{title}</span>
                <span className={layout.meta}>
                  {classId === undefined ? <span>{assignment.class_name}</span> : null}
                  <span>
                    <Trans>Kaldırıldı: {removedAt}</Trans>
                  </span>
                  <span>{days > 1 ? <Trans>Geri almak için {days} gün kaldı</Trans> : <Trans>Geri almak için son gün</Trans>}</span>
                </span>
              </div>
              <div className={layout.actions}>
                <Button variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate(assignment.id)} aria-label={t`${title} geri al`}>
                  <Trans>Geri al</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {restore.error ? <FormAlert>{restore.error.message}</FormAlert> : null}
    </section>
  );
}
