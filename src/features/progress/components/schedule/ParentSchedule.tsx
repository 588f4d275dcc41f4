import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { myProgressQuery } from '../../api.ts';
import { doneRefsOf } from '../../model/scheduleItems.ts';
import type { ProgressScreenProps } from '../screenProps.ts';
import { ChildPicker } from '../ChildPicker.tsx';
import { ClassWeek } from './ClassWeek.tsx';
import { QueryProblem } from './QueryProblem.tsx';
import { useClassWeekSource } from './useClassWeekSource.ts';
import { useScheduleClass } from './useScheduleClass.ts';
import { useWeekDays } from './useWeekDays.ts';
import { XpPanel } from './XpPanel.tsx';

/** A parent's look at their child's week and XP, read only: the lessons the child ticked off show as completed. */
export function ParentSchedule({ search, onSearch }: ProgressScreenProps) {
  const { t } = useLingui();
  const progress = useQuery(myProgressQuery(search.student));
  const data = progress.data;
  const picked = useScheduleClass(search.class);
  const source = useClassWeekSource(picked.current, data?.student.id, data !== undefined);
  const doneRefs = useMemo(() => doneRefsOf(data?.events ?? []), [data]);
  const week = useWeekDays({
    week: search.week,
    classId: source.classId,
    slots: source.timetable.data?.slots,
    work: source.work,
    doneRefs,
    viewer: 'parent',
    daysOff: data?.school_days_off,
  });

  if (progress.isPending) return <Spinner label={t`Çocuğunuzun ilerlemesi yükleniyor...`} />;
  if (!data) return <QueryProblem error={progress.error} onRetry={() => void progress.refetch()} title={<Trans>Çocuğunuzun programı gösterilemiyor</Trans>} />;
  const name = data.student.full_name;

  return (
    <>
      {data.children && data.children.length > 1 ? (
        <ChildPicker children={data.children} current={data.student.id} onPick={(student) => onSearch({ ...search, student, class: undefined })} />
      ) : null}
      <XpPanel events={data.events} dailyGoal={data.xp.daily_goal} childName={name} daysOff={data.school_days_off} />
      <ClassWeek
        picked={picked}
        timetable={source.timetable}
        shown={source.timetable.data !== undefined}
        hasLessons={(source.timetable.data?.slots.length ?? 0) > 0}
        workFailed={source.homeworks.isError && !source.homeworks.data}
        week={week}
        onSearch={(next) => onSearch({ ...search, ...next })}
        // The homework pages are the child's to open; the parent follows them from "Ödevler".
        workLink={null}
        noClass={
          <FormAlert tone="info" title={<Trans>{name} henüz bir sınıfta değil</Trans>}>
            <Trans>Öğretmeni sınıfa eklediğinde haftalık ders programı burada görünür.</Trans>
          </FormAlert>
        }
        noTimetable={<Trans>Öğretmen bu sınıfın haftalık ders programını henüz girmedi. Teslim tarihleri ve tatiller yine de burada.</Trans>}
      />
    </>
  );
}
