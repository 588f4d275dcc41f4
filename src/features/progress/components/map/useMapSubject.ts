import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import type { StudentProgressResponse, StudentRecordResponse } from '@/shared/api/progress.ts';
import { evidenceOf, type AnyProgressEvent } from '@/shared/progress/events.ts';
import type { Evidence } from '@/shared/progress/evidence.ts';
import { myProgressQuery, studentProgressQuery } from '../../api.ts';
import { useOwnProgress } from '../../model/useOwnProgress.ts';

type MapViewer = 'student' | 'parent' | 'staff' | 'other';

/**
 * Whose map is shown and from what evidence: a student their own (the device's waiting events
 * joined with the server's, so it moves at once offline); a parent their child's; a teacher or an
 * administrator the student named in the address. Who may see whom is the server's decision.
 */
export function useMapSubject(studentParam: number | undefined) {
  const { user } = useSession();
  const role = user?.role;
  const viewer: MapViewer = role === 'student' ? 'student' : role === 'parent' ? 'parent' : role === 'teacher' || role === 'administrator' ? 'staff' : 'other';
  const own = useOwnProgress(viewer === 'student');
  const parent = useQuery({ ...myProgressQuery(studentParam), enabled: viewer === 'parent' });
  const staff = useQuery({ ...studentProgressQuery(studentParam ?? 0), enabled: viewer === 'staff' && studentParam !== undefined });

  const query = viewer === 'student' ? own.query : viewer === 'parent' ? parent : staff;
  const data: StudentProgressResponse | StudentRecordResponse | undefined = query.data;
  const studentId = viewer === 'student' ? own.studentId : (data?.student.id ?? null);
  const events = useMemo((): readonly AnyProgressEvent[] => (viewer === 'student' ? own.events : (data?.events ?? [])), [viewer, own.events, data]);
  const evidence = useMemo((): Evidence[] => (studentId === null ? [] : events.flatMap((event) => evidenceOf(event, studentId))), [events, studentId]);
  const children = viewer === 'parent' ? parent.data?.children : undefined;
  // The school's own days off come with a child's own answer (the streak skips them); staff see the server's figures.
  const daysOff = viewer === 'student' ? own.query.data?.school_days_off : viewer === 'parent' ? parent.data?.school_days_off : undefined;
  // The server withholds a child's map from a teacher whose class is outside the child's school.
  const withheld = data !== undefined && data.events === null;
  return {
    viewer,
    query,
    data,
    children,
    daysOff,
    withheld,
    events,
    evidence,
    studentId,
    needsStudent: viewer === 'staff' && studentParam === undefined,
  };
}
