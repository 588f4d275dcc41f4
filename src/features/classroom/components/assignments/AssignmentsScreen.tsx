import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { assignmentsQuery, classesQuery } from '../../api.ts';
import { AssignmentRow } from './AssignmentRow.tsx';
import { RemovedAssignments } from './RemovedAssignments.tsx';
import { LoadError, Loading, OfflineNote } from '../shared/QueryStates.tsx';
import * as layout from '../shared/layout.css.ts';

/** Ödevler (teacher, administrator): every assignment with its counts, filtered by class; below, the teacher's removed ones to restore. */
export function AssignmentsScreen({ classId, onClass }: { classId?: number; onClass: (classId: number | undefined) => void }) {
  const { t } = useLingui();
  const { user } = useSession();
  const classes = useQuery(classesQuery());
  const query = useQuery(assignmentsQuery(classId));
  const assignments = [...(query.data ?? [])].sort((a, b) => Date.parse(b.due_at) - Date.parse(a.due_at));
  const teaches = user?.role === 'teacher';

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ödevler` }]}
        title={<Trans>Ödevler</Trans>}
        lead={<Trans>Verdiğiniz ödevler: kim teslim etti, kim geç kaldı, kim bekliyor.</Trans>}
      />
      <div className={layout.toolbar}>
        <div className={layout.chips} role="group" aria-label={t`Sınıfa göre süz`}>
          <button type="button" className={layout.chip} aria-pressed={classId === undefined} onClick={() => onClass(undefined)}>
            <Trans>Tüm sınıflar</Trans>
          </button>
          {(classes.data ?? []).map((item) => (
            <button key={item.id} type="button" className={layout.chip} aria-pressed={classId === item.id} onClick={() => onClass(item.id)}>
              {item.name}
            </button>
          ))}
        </div>
        {teaches ? (
          <PathLink href={`/create-assignment${classId ? `?class=${classId}` : ''}`} className={button({ variant: 'primary' })}>
            <span aria-hidden="true">＋</span>
            <Trans>Ödev oluştur</Trans>
          </PathLink>
        ) : null}
      </div>
      <OfflineNote updatedAt={query.dataUpdatedAt} />
      {query.isPending ? (
        <Loading label={t`Ödevler yükleniyor...`} />
      ) : !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : assignments.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Henüz ödev yok. “Ödev oluştur” ile bir deneyi ya da aracı sınıfınıza verebilirsiniz.</Trans>
        </p>
      ) : (
        <ul className={layout.list}>
          {assignments.map((assignment) => (
            <AssignmentRow key={assignment.id} assignment={assignment} showClass={classId === undefined} />
          ))}
        </ul>
      )}
      {teaches ? <RemovedAssignments classId={classId} /> : null}
    </div>
  );
}
