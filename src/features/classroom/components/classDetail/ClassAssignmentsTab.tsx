import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetail } from '@/shared/api/classroom.ts';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { assignmentsQuery } from '../../api.ts';
import { AssignmentRow } from '../assignments/AssignmentRow.tsx';
import { RemovedAssignments } from '../assignments/RemovedAssignments.tsx';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import * as layout from '../shared/layout.css.ts';

/** The class's assignments, newest due first, each with its state counts; for its teacher, the removed ones to restore. */
export function ClassAssignmentsTab({ item }: { item: ClassDetail }) {
  const { t } = useLingui();
  const query = useQuery(assignmentsQuery(item.id));
  const assignments = [...(query.data ?? [])].sort((a, b) => Date.parse(b.due_at) - Date.parse(a.due_at));
  return (
    <div className={layout.section}>
      {item.can_edit ? (
        <div className={layout.actions}>
          <PathLink href={`/create-assignment?class=${item.id}`} className={button({ variant: 'primary' })}>
            <Trans>Ödev oluştur</Trans>
          </PathLink>
        </div>
      ) : null}
      {query.isPending ? (
        <Loading label={t`Ödevler yükleniyor...`} />
      ) : !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : assignments.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Bu sınıfa henüz ödev verilmedi.</Trans>
        </p>
      ) : (
        <ul className={layout.list}>
          {assignments.map((assignment) => (
            <AssignmentRow key={assignment.id} assignment={assignment} showClass={false} />
          ))}
        </ul>
      )}
      {item.can_edit ? <RemovedAssignments classId={item.id} /> : null}
    </div>
  );
}
