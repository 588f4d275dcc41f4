import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { homeworksQuery } from '@/features/classroom';
import type { ClassSummary } from '@/shared/api/classroom.ts';
import { timetableQuery } from '../../api.ts';
import { homeworkWork, type DatedWork } from '../../model/scheduleItems.ts';

/**
 * What a student's or a parent's week is made of: the class's timetable and the child's homework of
 * that class (`studentId` for a parent's pick; undefined for the student themself).
 */
export function useClassWeekSource(current: ClassSummary | null, studentId?: number, enabled = true) {
  const classId = current?.id ?? null;
  const timetable = useQuery({ ...timetableQuery(classId ?? 0), enabled: enabled && classId !== null });
  const homeworks = useQuery({ ...homeworksQuery(studentId), enabled });
  const work = useMemo(
    (): DatedWork[] =>
      (homeworks.data?.homeworks ?? []).flatMap((homework) => {
        const item = homework.assignment.class_id === classId ? homeworkWork(homework) : null;
        return item ? [item] : [];
      }),
    [homeworks.data, classId],
  );
  return { classId, timetable, homeworks, work };
}
