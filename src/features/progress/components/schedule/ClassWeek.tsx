import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Timetable } from '@/shared/api/progress.ts';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import type { ScheduleItem } from '../../model/scheduleItems.ts';
import type { ProgressSearch } from '../../route.ts';
import { ClassChooser } from './ClassChooser.tsx';
import type { WorkLink } from './ItemCard.tsx';
import { QueryProblem } from './QueryProblem.tsx';
import type { useScheduleClass } from './useScheduleClass.ts';
import type { useWeekDays } from './useWeekDays.ts';
import { WeekView } from './WeekView.tsx';
import * as styles from './schedule.css.ts';

type ClassWeekProps = {
  picked: ReturnType<typeof useScheduleClass>;
  timetable: UseQueryResult<Timetable>;
  /** There is a week to show: the saved one, or (for its teacher) one waiting to be sent. */
  shown: boolean;
  hasLessons: boolean;
  workFailed: boolean;
  week: ReturnType<typeof useWeekDays>;
  onSearch: (next: ProgressSearch) => void;
  withTeacher?: boolean;
  workLink: WorkLink;
  onDone?: (item: ScheduleItem) => void;
  noClass: ReactNode;
  noTimetable: ReactNode;
  /** Under the class choice, above the week (e.g. the class goal). */
  aside?: ReactNode;
  /** Under the week (e.g. the timetable editor). */
  children?: ReactNode;
};

/** The class choice and the chosen class's week, with the loading, offline, error and empty states on the way. */
export function ClassWeek({
  picked,
  timetable,
  shown,
  hasLessons,
  workFailed,
  week,
  onSearch,
  withTeacher = false,
  workLink,
  onDone,
  noClass,
  noTimetable,
  aside,
  children,
}: ClassWeekProps) {
  const { t } = useLingui();
  const { classes, choices, current } = picked;
  if (classes.isPending) return <Spinner label={t`Sınıflar yükleniyor...`} />;
  if (!classes.data) return <QueryProblem error={classes.error} onRetry={() => void classes.refetch()} title={<Trans>Sınıflar yüklenemedi</Trans>} />;
  if (!current) return <>{noClass}</>;
  // An archived class opened from its address stays choosable while it is shown.
  const options = choices.some((item) => item.id === current.id) ? choices : [current, ...choices];

  return (
    <>
      {options.length > 1 ? <ClassChooser classes={options} value={current.id} withTeacher={withTeacher} onPick={(id) => onSearch({ class: id })} /> : null}
      {aside}
      {shown ? (
        <WeekView
          days={week.days}
          monday={week.monday}
          homeMonday={week.homeMonday}
          onWeek={(monday) => onSearch({ week: monday })}
          workLink={workLink}
          onDone={onDone}
        >
          {!hasLessons ? <p className={styles.muted}>{noTimetable}</p> : null}
          {workFailed ? (
            <p className={styles.muted}>
              <Trans>Ödev teslim tarihleri şu an gösterilemiyor.</Trans>
            </p>
          ) : null}
        </WeekView>
      ) : timetable.isPending ? (
        <Spinner label={t`Ders programı yükleniyor...`} />
      ) : (
        <QueryProblem error={timetable.error} onRetry={() => void timetable.refetch()} title={<Trans>Ders programı yüklenemedi</Trans>} />
      )}
      {children}
    </>
  );
}
