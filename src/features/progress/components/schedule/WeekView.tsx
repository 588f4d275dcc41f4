import { useId, type ReactNode } from 'react';
import type { IsoDate } from '@/shared/progress/days.ts';
import type { ScheduleDay, ScheduleItem } from '../../model/scheduleItems.ts';
import { DayCard } from './DayCard.tsx';
import type { WorkLink } from './ItemCard.tsx';
import { WeekNav } from './WeekNav.tsx';
import * as styles from './schedule.css.ts';

type WeekViewProps = {
  days: readonly ScheduleDay[];
  monday: IsoDate;
  homeMonday: IsoDate;
  onWeek: (monday: IsoDate) => void;
  workLink: WorkLink;
  onDone?: (item: ScheduleItem) => void;
  /** Notes about the week as a whole (no timetable yet, offline…), under its heading. */
  children?: ReactNode;
};

/** The week: a day list on phones, Monday to Friday in columns from tablets up. */
export function WeekView({ days, monday, homeMonday, onWeek, workLink, onDone, children }: WeekViewProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <WeekNav titleId={titleId} monday={monday} homeMonday={homeMonday} onWeek={onWeek} />
      {children}
      <ol className={styles.week}>
        {days.map((day) => (
          <DayCard key={day.date} day={day} workLink={workLink} onDone={onDone} />
        ))}
      </ol>
    </section>
  );
}
