import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetail } from '@/shared/api/classroom.ts';
import { useSession } from '@/features/auth';
import { useNow } from '@/shared/lib/useNow.ts';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { button } from '@/shared/styles/recipes.css.ts';
import { assignmentsQuery } from '../../api.ts';
import { formatDueDate } from '../../model/dates.ts';
import * as layout from '../shared/layout.css.ts';

/** The class at a glance: size, plan, work and how it is going, and what is due next. */
export function OverviewTab({ item }: { item: ClassDetail }) {
  const { t } = useLingui();
  const { user } = useSession();
  const staff = user?.role === 'teacher' || user?.role === 'administrator';
  const active = item.students.filter((student) => student.status === 'active').length;
  const performance = item.performance === null ? '—' : `%${formatNumber(Math.round(item.performance))}`;
  return (
    <div className={layout.section}>
      <ul className={layout.facts} aria-label={t`Sınıfın özeti`}>
        <li className={layout.fact}>
          <span className={layout.factValue}>{formatNumber(active)}</span>
          <span className={layout.factLabel}>
            <Trans>etkin öğrenci</Trans>
          </span>
        </li>
        <li className={layout.fact}>
          <span className={layout.factValue}>{formatNumber(item.lessons.length)}</span>
          <span className={layout.factLabel}>
            <Trans>planlı ders</Trans>
          </span>
        </li>
        <li className={layout.fact}>
          <span className={layout.factValue}>{performance}</span>
          <span className={layout.factLabel}>
            <Trans>ortalama başarı (değerlendirilmiş ödevler)</Trans>
          </span>
        </li>
      </ul>
      {item.description ? <p>{item.description}</p> : null}
      {staff ? <UpcomingWork classId={item.id} canEdit={item.can_edit} /> : null}
    </div>
  );
}

function UpcomingWork({ classId, canEdit }: { classId: number; canEdit: boolean }) {
  const query = useQuery(assignmentsQuery(classId));
  const now = useNow().getTime();
  const upcoming = (query.data ?? [])
    .filter((assignment) => assignment.status !== 'draft' && Date.parse(assignment.due_at) >= now)
    .sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at))
    .slice(0, 3);
  return (
    <section className={layout.section}>
      <h2 className={layout.cardTitle}>
        <Trans>Yaklaşan ödevler</Trans>
      </h2>
      {upcoming.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Teslim tarihi gelmemiş ödev yok.</Trans>
        </p>
      ) : (
        <ul className={layout.list}>
          {upcoming.map((assignment) => {
            const dueDate = formatDueDate(assignment.due_at);
            const handedIn = assignment.counts.submitted + assignment.counts.late + assignment.counts.graded;
            return (
              <li key={assignment.id} className={layout.row}>
                <div className={layout.rowMain}>
                  <PathLink href={`/assignments/${assignment.id}`} className={layout.rowTitle}>
                    {assignment.title}
                  </PathLink>
                  <span className={layout.muted}>
                    <Trans>Son teslim: {dueDate}</Trans>
                  </span>
                </div>
                <span className={layout.muted}>
                  <Trans>{handedIn} teslim</Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {canEdit ? (
        <PathLink href={`/create-assignment?class=${classId}`} className={button({ variant: 'primary' })}>
          <Trans>Ödev oluştur</Trans>
        </PathLink>
      ) : null}
    </section>
  );
}
