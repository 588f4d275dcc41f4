import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { classQuery } from '../../api.ts';
import { CLASS_TABS, type ClassTab } from '../../model/classTabs.ts';
import { LoadError, Loading, OfflineNote } from '../shared/QueryStates.tsx';
import { ClassHeader } from './ClassHeader.tsx';
import { ClassTabs } from './ClassTabs.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { StudentsTab } from './StudentsTab.tsx';
import { LessonsTab } from './LessonsTab.tsx';
import { ClassAssignmentsTab } from './ClassAssignmentsTab.tsx';
import { GradesTab } from './GradesTab.tsx';
import { AttendanceTab } from './AttendanceTab.tsx';

const LEARNER_TABS: readonly ClassTab[] = ['overview', 'lessons'];

/** /classes/{id}: one class in six tabs — overview, students, lessons, assignments, grades, calendar. */
export function ClassDetailScreen({ classId, tab, date, onTab }: { classId: number; tab: ClassTab; date?: string; onTab: (tab: ClassTab) => void }) {
  const { t } = useLingui();
  const { user } = useSession();
  const query = useQuery(classQuery(classId));
  // Students and parents see their class's plan; the roster, the work of others, grades and attendance are the staff's.
  const staff = user?.role === 'teacher' || user?.role === 'administrator';
  const tabs: readonly ClassTab[] = staff ? CLASS_TABS : LEARNER_TABS;
  const shown = tabs.includes(tab) ? tab : 'overview';
  const item = query.data;
  const crumbs = [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Sınıflarım`, href: '/classes' }, { label: item?.name ?? t`Sınıf` }];

  if (query.isPending) {
    return (
      <div className={frame.page}>
        <PageIntro crumbs={crumbs} title={<Trans>Sınıf</Trans>} />
        <Loading label={t`Sınıf yükleniyor...`} />
      </div>
    );
  }
  if (!item) {
    return (
      <div className={frame.page}>
        <PageIntro crumbs={crumbs} title={<Trans>Sınıf</Trans>} />
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  return (
    <div className={frame.page}>
      <PageIntro crumbs={crumbs} title={item.name} />
      <OfflineNote updatedAt={query.dataUpdatedAt} />
      <ClassHeader item={item} />
      <ClassTabs current={shown} tabs={tabs} onChange={onTab}>
        {shown === 'overview' ? <OverviewTab item={item} /> : null}
        {shown === 'students' ? <StudentsTab item={item} /> : null}
        {shown === 'lessons' ? <LessonsTab item={item} /> : null}
        {shown === 'assignments' ? <ClassAssignmentsTab item={item} /> : null}
        {shown === 'grades' ? <GradesTab item={item} /> : null}
        {shown === 'calendar' ? <AttendanceTab item={item} date={date} /> : null}
      </ClassTabs>
    </div>
  );
}
