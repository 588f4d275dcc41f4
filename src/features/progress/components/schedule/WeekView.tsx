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

/** The week: whole days side by side as many as fit (one on a phone), Monday to Friday in columns where a day keeps room to read whole. */
export function WeekView({ days, monday, homeMonday, onWeek, workLink, onDone, children }: WeekViewProps) {
  const titleId = useId();
  return (
    <section className={styles.weekSection} aria-labelledby={titleId}>
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
