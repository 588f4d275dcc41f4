import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import {
  PROGRESS_PATHS,
  type ClassProgressResponse,
  type ProgressEventInput,
  type ProgressEventRecord,
  type ProgressEventResponse,
  type StudentProgressResponse,
  type StudentRecordResponse,
  type TimetableResponse,
  type TimetableSaveRequest,
} from '@/shared/api/progress.ts';
import { defineUserWrite } from '@/shared/offline/userWriteDefinition.ts';
import { registerSignOutCleanup } from '@/features/auth';
import { classesQuery } from '@/features/classroom';
import { PRIVACY_PATHS, type EraseRequest, type EraseResponse, type ReadLogResponse, type StudentExport } from '@/shared/api/privacy.ts';
import { createWriteKeys } from '@/shared/api/writeKeys.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';

/** Query keys, built here only. Everything under `progress` is one user's and goes at sign-out with the rest of the cache. */
export const progressKeys = {
  all: ['progress'] as const,
  /** The caller's own progress, or a parent's pick of a child. */
  me: (studentId?: number) => [...progressKeys.all, 'me', studentId ?? 'own'] as const,
  student: (id: number) => [...progressKeys.all, 'student', id] as const,
  class: (id: number) => [...progressKeys.all, 'class', id] as const,
  timetable: (classId: number) => [...progressKeys.all, 'timetable', classId] as const,
};

const authed = { auth: true } as const;

/** Progress moves while a child works: a screen shows the device's copy at once and asks again. */
const LIVE = { staleTime: 0 } as const;

export const myProgressQuery = (studentId?: number) =>
  queryOptions({
    ...LIVE,
    queryKey: progressKeys.me(studentId),
    queryFn: () => http.request<StudentProgressResponse>(studentId === undefined ? PROGRESS_PATHS.me : `${PROGRESS_PATHS.me}?student=${studentId}`, authed),
  });

export const studentProgressQuery = (id: number) =>
  queryOptions({ ...LIVE, queryKey: progressKeys.student(id), queryFn: () => http.request<StudentRecordResponse>(PROGRESS_PATHS.student(id), authed) });

export const classProgressQuery = (classId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: progressKeys.class(classId),
    queryFn: () => http.request<ClassProgressResponse>(PROGRESS_PATHS.classProgress(classId), authed),
  });

export const timetableQuery = (classId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: progressKeys.timetable(classId),
    queryFn: async () => (await http.request<TimetableResponse>(PROGRESS_PATHS.timetable(classId), authed)).timetable,
  });

/**
 * A sent event joins the caller's cached progress at once: between the outbox letting it go and the
 * refetch answering, the map must not fall back a step.
 */
function withSentEvent(data: StudentProgressResponse | undefined, event: ProgressEventRecord): StudentProgressResponse | undefined {
  if (!data || data.events.some((known) => known.id === event.id)) return data;
  return { ...data, events: [...data.events, event] };
}

/** Classroom screens show what progress and timetables feed (lessons done, the week's plan). */
const CLASSROOM_QUERIES = ['classroom'] as const;

/**
 * A student's finished piece of work, kept on the device first (docs/architecture.md#the-two-outboxes) and sent once (its id is
 * the event's). When the server has it, the caller's cached progress takes the server's copy at once,
 * so the map never steps back while the refetch runs.
 */
export const progressWrite = defineUserWrite({
  kind: 'progress',
  what: msg`Çalışma kaydı`,
  request: (body: ProgressEventInput) => ({ method: 'POST', path: PROGRESS_PATHS.events, body, refs: { ref: body.ref } }),
  refreshes: [progressKeys.all, CLASSROOM_QUERIES],
  whenSent: (queryClient, _write, answer) => {
    const event = (answer as Partial<ProgressEventResponse> | null)?.event;
    if (event) queryClient.setQueryData<StudentProgressResponse>(progressKeys.me(), (data) => withSentEvent(data, event));
  },
});

export type TimetableWriteInput = { classId: number; className: string; body: TimetableSaveRequest };

/** A class's week, saved with the version it started from: a newer save elsewhere answers 409 to choose between. */
export const timetableWrite = defineUserWrite({
  kind: 'timetable',
  what: msg`Ders programı`,
  request: ({ classId, className, body }: TimetableWriteInput) => ({
    method: 'PUT',
    path: PROGRESS_PATHS.timetable(classId),
    body,
    refs: { classId, label: className },
  }),
  refreshes: [progressKeys.all, CLASSROOM_QUERIES],
  whenSent: (queryClient, write, answer) => {
    const saved = (answer as Partial<TimetableResponse> | null)?.timetable;
    if (saved) queryClient.setQueryData(progressKeys.timetable(Number(write.refs.classId)), saved);
  },
});

/** Query keys, built here only; the read log is the signed-in administrator's and goes at sign-out with the cache. */
const privacyKeys = { all: ['privacy'] as const, readLog: (studentId: number) => ['privacy', 'read-log', studentId] as const };

/** Who opened the student's record, and the exports and erasures made of it. */
export const readLogQuery = (studentId: number) =>
  queryOptions({
    queryKey: privacyKeys.readLog(studentId),
    staleTime: 0,
    queryFn: () => http.request<ReadLogResponse>(PRIVACY_PATHS.readLog(studentId), { auth: true }),
  });

/**
 * What a progress screen reads first, chosen by role as the screen does and asked for by its route's loader
 * (route.ts) while the screen's code is on its way. `student` is the address's: a parent's child, the pupil
 * staff look at. What waits on another answer (a class's report, a week's timetable) is left to the screen.
 */
export function prefetchProgressPage(queryClient: QueryClient, name: string, user: User | null, student: number | undefined): Promise<void> {
  const role = user?.role;
  const staff = role === 'teacher' || role === 'administrator';
  // The child's own progress is asked for under their id only (useOwnProgress), as a restored older session may have none.
  const own = role === 'student' && typeof user?.id === 'number';
  const asked: Promise<void>[] = [];
  if (name === 'progress-map') {
    if (role === 'student') asked.push(queryClient.prefetchQuery(classesQuery()));
    if (own) asked.push(queryClient.prefetchQuery(myProgressQuery()));
    if (role === 'parent') asked.push(queryClient.prefetchQuery(myProgressQuery(student)));
    if (staff && student !== undefined) asked.push(queryClient.prefetchQuery(studentProgressQuery(student)));
  } else if (name === 'schedule') {
    if (staff || role === 'student' || role === 'parent') asked.push(queryClient.prefetchQuery(classesQuery()));
    if (own) asked.push(queryClient.prefetchQuery(myProgressQuery()));
    if (role === 'parent') asked.push(queryClient.prefetchQuery(myProgressQuery(student)));
  } else if (name === 'student-progress' && staff) {
    asked.push(queryClient.prefetchQuery(classesQuery()));
    if (student !== undefined) asked.push(queryClient.prefetchQuery(studentProgressQuery(student)));
  } else if (name === 'student-record' && role === 'administrator' && student !== undefined) {
    asked.push(queryClient.prefetchQuery(readLogQuery(student)));
  }
  return Promise.all(asked).then(() => undefined);
}

/** The whole file, fetched on demand and never kept in the query cache: it holds the child's photos. */
export const fetchStudentExport = (studentId: number) => http.request<StudentExport>(PRIVACY_PATHS.export(studentId), { auth: true });

// The same erasure sent again (the answer was lost, the button pressed twice) goes with the same key.
const eraseKeys = createWriteKeys(newIdempotencyKey);
registerSignOutCleanup(() => eraseKeys.forget());

/**
 * Erasing is sent online only, never queued: `networkMode: 'always'` makes a send that meets no network
 * fail at once with its message instead of waiting, paused, to run later unseen.
 */
export function useEraseStudent(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EraseRequest) => {
      const path = PRIVACY_PATHS.erase(studentId);
      // A dry run changes nothing, so it goes without a key: a kept answer would replay old counts.
      const idempotencyKey = body.dry_run ? undefined : eraseKeys.keyFor(path, body);
      return http.request<EraseResponse>(path, { method: 'POST', body, auth: true, idempotencyKey });
    },
    networkMode: 'always',
    // The child's name changes on every class list, report and roster the device holds: all of it is read again.
    onSuccess: async (answer) => {
      if (!answer.dry_run) await client.invalidateQueries();
    },
  });
}
