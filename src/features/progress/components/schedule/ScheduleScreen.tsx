import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import type { ProgressScreenProps } from '../screenProps.ts';
import { ParentSchedule } from './ParentSchedule.tsx';
import { StaffSchedule } from './StaffSchedule.tsx';
import { StudentSchedule } from './StudentSchedule.tsx';

/**
 * /schedule: the week of a class (its timetable, due dates, exams and the school year's holidays)
 * with XP. A student ticks off lessons, a parent follows their child, a teacher sets the timetable.
 */
export function ScheduleScreen({ search, onSearch }: ProgressScreenProps) {
  const { t } = useLingui();
  const role = useSession().user?.role;
  const lead =
    role === 'student'
      ? t`Bu haftaki derslerin, ödev teslim tarihlerin ve sınavların. Biten dersi “Tamamlandı” ile işaretle, XP kazan, serini sürdür.`
      : role === 'parent'
        ? t`Çocuğunuzun haftası: dersleri, ödev teslim tarihleri ve kazandığı XP.`
        : t`Sınıfınızın haftalık ders programı, teslim tarihleri ve ortak sınıf hedefi.`;

  const body = () => {
    if (role === 'student') return <StudentSchedule search={search} onSearch={onSearch} />;
    if (role === 'parent') return <ParentSchedule search={search} onSearch={onSearch} />;
    if (role === 'teacher' || role === 'administrator') return <StaffSchedule search={search} onSearch={onSearch} administrator={role === 'administrator'} />;
    return <FormAlert title={<Trans>Bu sayfa öğrenciler, veliler ve öğretmenler içindir.</Trans>}>{null}</FormAlert>;
  };

  return (
    <div className={frame.page}>
      <PageIntro crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ders Programı` }]} title={t`Ders Programı`} lead={lead} />
      <div>
        <ButtonLink to="/dashboard/calendar" variant="secondary">
          <span aria-hidden="true">📅</span>
          <Trans>Aylık takvim</Trans>
        </ButtonLink>
      </div>
      {body()}
    </div>
  );
}
