import { useMemo } from 'react';
import type { TimetableSlot } from '@/shared/api/progress.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import type { IsoDate } from '@/shared/progress/days.ts';
import { closedReasonOf, knownClosedReason, type DaysOffSpan } from '@/shared/progress/schoolDays.ts';
import { buildWeek, type DatedWork, type ScheduleViewer } from '../../model/scheduleItems.ts';
import { resolveWeek } from '../../model/scheduleWeek.ts';

type WeekSource = {
  /** The address's `week`. */
  week: string | undefined;
  classId: number | null;
  /** Undefined until the timetable is known. */
  slots: readonly TimetableSlot[] | undefined;
  work: readonly DatedWork[];
  doneRefs: ReadonlySet<string>;
  viewer: ScheduleViewer;
  /** The school's own days off (a snow day): no lessons then, and the day shows their name. */
  daysOff?: readonly NamedDaysOff[];
};

/** A day off as the answers carry it: its name is missing from answers cached before names were sent. */
type NamedDaysOff = DaysOffSpan & { label?: string };

const NO_SLOTS: readonly TimetableSlot[] = [];
const NO_DAYS_OFF: readonly NamedDaysOff[] = [];

/** The shown week's days, following the clock (a lesson turns current, then missed, while the page is open). */
export function useWeekDays({ week, classId, slots, work, doneRefs, viewer, daysOff = NO_DAYS_OFF }: WeekSource) {
  const now = useNow();
  const monday = resolveWeek(week, now);
  const homeMonday = resolveWeek(undefined, now);
  // A weekday of a year whose terms are not published keeps its lessons: only days known to be closed lose them.
  const isSchoolDay = useMemo(() => {
    const spans = [...daysOff];
    return (day: IsoDate) => knownClosedReason(closedReasonOf(day, spans)) === null;
  }, [daysOff]);
  const dayOffLabel = useMemo(() => (day: IsoDate) => daysOff.find((span) => span.start <= day && day <= span.end)?.label, [daysOff]);
  const days = useMemo(
    () => buildWeek({ monday, classId, slots: classId === null ? NO_SLOTS : (slots ?? NO_SLOTS), work, doneRefs, viewer, now, isSchoolDay, dayOffLabel }),
    [monday, classId, slots, work, doneRefs, viewer, now, isSchoolDay, dayOffLabel],
  );
  return { days, monday, homeMonday, now };
}
