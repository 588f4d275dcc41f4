import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { classesQuery } from '@/features/classroom';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import type { ProgressScreenProps } from '../screenProps.ts';
import { ClassReport } from './ClassReport.tsx';
import { NotForRole } from './NotForRole.tsx';
import { StudentReport } from './StudentReport.tsx';

/**
 * /student-progress, for teachers and administrators: a class's heatmap and lists, or with
 * `?student=` one pupil's printable summary. Who may see which class is the server's decision.
 */
export function StudentProgressScreen({ search, onSearch }: ProgressScreenProps) {
  const { t } = useLingui();
  const role = useSession().user?.role;
  const staff = role === 'teacher' || role === 'administrator';
  const classes = useQuery({ ...classesQuery(), enabled: staff });

  if (!staff) {
    return (
      <div className={frame.page}>
        <PageIntro crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Öğrenci Gelişimi` }]} title={t`Öğrenci Gelişimi`} />
        <NotForRole role={role} />
      </div>
    );
  }
  if (search.student !== undefined) {
    const className = classes.data?.find((item) => item.id === search.class)?.name ?? null;
    return <StudentReport studentId={search.student} classId={search.class} className={className} />;
  }
  return <ClassReport classes={classes} wanted={search.class} withTeacher={role === 'administrator'} onPick={(id) => onSearch({ class: id })} />;
}
