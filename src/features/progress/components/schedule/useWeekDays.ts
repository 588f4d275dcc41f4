import { useMemo } from 'react';
import type { TimetableSlot } from '@/shared/api/progress.ts';
import { useNow } from '@/shared/lib/useNow.ts';
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
};

const NO_SLOTS: readonly TimetableSlot[] = [];

/** The shown week's days, following the clock (a lesson turns current, then missed, while the page is open). */
export function useWeekDays({ week, classId, slots, work, doneRefs, viewer }: WeekSource) {
  const now = useNow();
  const monday = resolveWeek(week, now);
  const homeMonday = resolveWeek(undefined, now);
  const days = useMemo(
    () => buildWeek({ monday, classId, slots: classId === null ? NO_SLOTS : (slots ?? NO_SLOTS), work, doneRefs, viewer, now }),
    [monday, classId, slots, work, doneRefs, viewer, now],
  );
  return { days, monday, homeMonday, now };
}
