import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CLASSROOM_PATHS,
  type AttendanceSaveRequest,
  type GradeRequest,
  type StudentGradeRequest,
  type SubmissionCreateRequest,
  type AssignmentCreateRequest,
  type AssignmentDetailResponse,
  type AssignmentListResponse,
  type AssignmentResponse,
  type AssignmentUpdateRequest,
  type AttendanceMonthResponse,
  type AttendanceResponse,
  type ClassCopyRequest,
  type ClassCreateRequest,
  type ClaimCodeResponse,
  type ClassJoinPreviewResponse,
  type ClassJoinRequest,
  type ClassGrade,
  type ClassListResponse,
  type ClassResponse,
  type ClassUpdateRequest,
  type GradebookResponse,
  type HomeworkAttemptsResponse,
  type HomeworkListResponse,
  type LessonsReplaceRequest,
  type LessonsResponse,
  type PictureCodesSetRequest,
  type RemovedLessonsResponse,
  type StudentTermsRequest,
  type StudentWorkResponse,
  type StudentAddRequest,
  type StudentAttendanceResponse,
  type StudentBulkAddRequest,
  type StudentMergeRequest,
  type StudentResponse,
  type StudentsResponse,
  type StudentUpdateRequest,
  type SubmissionPhotoResponse,
  type SubmissionResponse,
  type TabletRosterResponse,
} from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { ApiEnvelope, User } from '@/shared/api/contract.ts';
import type { ProgressReport } from '@/shared/api/progress.ts';
import { GUARDIAN_PATHS, type GuardianLinkRequest, type GuardianLinkResponse, type ParentCodeResponse } from '@/shared/api/guardians.ts';
import { http } from '@/shared/api/http.ts';
import { createWriteKeys } from '@/shared/api/writeKeys.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { defineUserWrite } from '@/shared/offline/userWriteDefinition.ts';
import { isSchoolTablet, registerSignOutCleanup } from '@/features/auth';

/** Query keys, built here only (docs/architecture.md#data-layer). Everything under `classroom` is one user's and goes at sign-out with the rest of the cache. */
export const classroomKeys = {
  all: ['classroom'] as const,
  classes: () => [...classroomKeys.all, 'classes'] as const,
  class: (id: number) => [...classroomKeys.all, 'class', id] as const,
  gradebook: (id: number) => [...classroomKeys.all, 'gradebook', id] as const,
  attendance: (id: number, date: string) => [...classroomKeys.all, 'attendance', id, date] as const,
  attendanceMonth: (id: number, month: string) => [...classroomKeys.all, 'attendance-month', id, month] as const,
  studentAttendance: (studentId: number) => [...classroomKeys.all, 'student-attendance', studentId] as const,
  assignments: (classId?: number) => [...classroomKeys.all, 'assignments', classId ?? 'all'] as const,
  removedAssignments: () => [...classroomKeys.all, 'assignments', 'removed'] as const,
  removedLessons: (classId: number) => [...classroomKeys.all, 'removed-lessons', classId] as const,
  assignment: (id: number) => [...classroomKeys.all, 'assignment', id] as const,
  homeworks: (studentId?: number) => [...classroomKeys.all, 'homeworks', studentId ?? 'own'] as const,
  homeworkAttempts: (assignmentId: number, studentId?: number) => [...classroomKeys.all, 'homework-attempts', assignmentId, studentId ?? 'own'] as const,
  submissionPhoto: (submissionId: number) => [...classroomKeys.all, 'submission-photo', submissionId] as const,
  tabletRoster: () => [...classroomKeys.all, 'tablet-roster'] as const,
};

const authed = { auth: true } as const;

// ── Signed-in writes (docs/architecture.md#the-two-outboxes): kept on the device first, sent when they can ──────────────────

export type SubmissionWriteInput = {
  assignmentId: number;
  title: string;
  body: SubmissionCreateRequest;
  /** What the hand-in earns on the progress map, recorded only once the server counts it. */
  progress: ProgressReport[];
};

/**
 * A hand-in, possibly made offline hours ago. What it earns on the progress map travels beside the
 * body (`after.progress`, never sent); the progress feature records it once the server counted the
 * hand-in (progressFollowUp).
 */
export const submissionWrite = defineUserWrite({
  kind: 'submission',
  what: msg`Ödev teslimi`,
  request: ({ assignmentId, title, body, progress }: SubmissionWriteInput) => ({
    method: 'POST',
    path: CLASSROOM_PATHS.submissions(assignmentId),
    body,
    refs: { assignmentId, label: title },
    after: { progress },
  }),
  refreshes: [classroomKeys.all],
});

export type AttendanceWriteInput = { classId: number; className: string; date: string; body: AttendanceSaveRequest };

/** A day's attendance with the version it started from: a newer save elsewhere answers 409 to choose between. */
export const attendanceWrite = defineUserWrite({
  kind: 'attendance',
  what: msg`Yoklama`,
  request: ({ classId, className, date, body }: AttendanceWriteInput) => ({
    method: 'PUT',
    path: CLASSROOM_PATHS.attendance(classId, date),
    body,
    refs: { classId, date, label: `${className} · ${date}` },
  }),
  refreshes: [classroomKeys.all],
});

export type GradeWriteInput = { submissionId: number; assignmentId: number; label: string; body: GradeRequest };

/** A grade or a return, with the version of the hand-in it was based on (409 when it changed meanwhile). */
export const gradeWrite = defineUserWrite({
  kind: 'grade',
  what: msg`Değerlendirme`,
  request: ({ submissionId, assignmentId, label, body }: GradeWriteInput) => ({
    method: 'PUT',
    path: CLASSROOM_PATHS.grade(submissionId),
    body,
    refs: { submissionId, assignmentId, label },
  }),
  refreshes: [classroomKeys.all],
});

export type GradeCellWriteInput = { assignmentId: number; enrolmentId: number; label: string; body: StudentGradeRequest };

/**
 * One cell of the gradebook's grid: a score for one student's work, handed in or done on paper, with
 * the version of the work it was typed over (none while nothing was handed in); 409 when it changed.
 */
export const gradeCellWrite = defineUserWrite({
  kind: 'gradeCell',
  what: msg`Not çizelgesindeki puan`,
  request: ({ assignmentId, enrolmentId, label, body }: GradeCellWriteInput) => ({
    method: 'PUT',
    path: CLASSROOM_PATHS.studentGrade(assignmentId, enrolmentId),
    body,
    refs: { assignmentId, enrolmentId, label },
  }),
  refreshes: [classroomKeys.all],
});

/**
 * Classroom data changes while it is on screen (a student hands in, a teacher grades): a screen that
 * opens shows this device's copy at once and asks the server again, rather than trusting a minute-old answer.
 */
const LIVE = { staleTime: 0 } as const;

export const classesQuery = () =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.classes(),
    queryFn: async () => (await http.request<ClassListResponse>(CLASSROOM_PATHS.classes, authed)).classes,
  });

export const classQuery = (id: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.class(id),
    queryFn: async () => (await http.request<ClassResponse>(CLASSROOM_PATHS.class(id), authed)).class,
  });

export const gradebookQuery = (classId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.gradebook(classId),
    queryFn: () => http.request<GradebookResponse>(CLASSROOM_PATHS.classGradebook(classId), authed),
  });

export const attendanceQuery = (classId: number, date: string) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.attendance(classId, date),
    queryFn: async () => (await http.request<AttendanceResponse>(CLASSROOM_PATHS.attendance(classId, date), authed)).sheet,
  });

/** A class's register for a month (yyyy-mm), kept on the device like every query, so the month reads offline. */
export const attendanceMonthQuery = (classId: number, month: string) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.attendanceMonth(classId, month),
    queryFn: async () => (await http.request<AttendanceMonthResponse>(CLASSROOM_PATHS.attendanceMonth(classId, month), authed)).attendance,
  });

/** A student's attendance this school year (their own, a child's, or a pupil's for their teacher). */
export const studentAttendanceQuery = (studentId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.studentAttendance(studentId),
    queryFn: async () => (await http.request<StudentAttendanceResponse>(CLASSROOM_PATHS.studentAttendance(studentId), authed)).attendance,
  });

export const assignmentsQuery = (classId?: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.assignments(classId),
    queryFn: async () =>
      (await http.request<AssignmentListResponse>(`${CLASSROOM_PATHS.assignments}${classId ? `?class_id=${classId}` : ''}`, authed)).assignments,
  });

export const assignmentQuery = (id: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.assignment(id),
    queryFn: () => http.request<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id), authed),
  });

/** The caller's own classes' removed assignments that can still be restored (CLASSROOM_LIMITS.restoreDays). */
export const removedAssignmentsQuery = () =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.removedAssignments(),
    queryFn: async () => (await http.request<AssignmentListResponse>(`${CLASSROOM_PATHS.assignments}?removed=1`, authed)).assignments,
  });

export const removedLessonsQuery = (classId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.removedLessons(classId),
    queryFn: async () => (await http.request<RemovedLessonsResponse>(CLASSROOM_PATHS.classLessonsRemoved(classId), authed)).lessons,
  });

export const homeworksQuery = (studentId?: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.homeworks(studentId),
    queryFn: () => http.request<HomeworkListResponse>(`${CLASSROOM_PATHS.homeworks}${studentId ? `?student_id=${studentId}` : ''}`, authed),
  });

/** Every hand-in of one homework, newest first (My work): kept on the device with the rest, so earlier feedback reads offline too. */
export const homeworkAttemptsQuery = (assignmentId: number, studentId?: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.homeworkAttempts(assignmentId, studentId),
    queryFn: async () =>
      (await http.request<HomeworkAttemptsResponse>(`${CLASSROOM_PATHS.homeworkAttempts(assignmentId)}${studentId ? `?student_id=${studentId}` : ''}`, authed))
        .attempts,
  });

/** A hand-in's photo never changes once stored: this device's copy (persisted with the rest) serves it, offline too. */
export const submissionPhotoQuery = (submissionId: number) =>
  queryOptions({
    queryKey: classroomKeys.submissionPhoto(submissionId),
    queryFn: async () => (await http.request<SubmissionPhotoResponse>(CLASSROOM_PATHS.submissionPhoto(submissionId), authed)).photo,
    staleTime: Infinity,
  });

export const tabletRosterQuery = () =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.tabletRoster(),
    queryFn: async () => (await http.request<TabletRosterResponse>(CLASSROOM_PATHS.tabletRoster, authed)).classes,
  });

/**
 * What a student's or teacher's device should hold offline, for the content packs (docs/architecture.md#content-packs): the
 * grades of their active classes and the library items a student's homework opens (not an archived class's). From
 * the answers kept on the device when there are any; what cannot be read counts as nothing.
 */
export async function loadTaughtContent(client: QueryClient, role: User['role']): Promise<{ classGrades: ClassGrade[]; experimentIds: string[] }> {
  const classes = await client.ensureQueryData(classesQuery()).catch(() => []);
  const homeworks = role === 'student' ? await client.ensureQueryData(homeworksQuery()).catch(() => null) : null;
  return {
    classGrades: classes.filter((summary) => summary.status === 'active').map((summary) => summary.grade),
    experimentIds: (homeworks?.homeworks ?? []).flatMap(({ assignment }) =>
      assignment.content.kind === 'experiment' && assignment.content.ref && !assignment.class_archived ? [assignment.content.ref] : [],
    ),
  };
}

/** The library items a class's homework opens, for "Bu sınıf için çevrimdışı indir"; none when the list cannot be read. */
export async function classExperimentIds(client: QueryClient, classId: number): Promise<string[]> {
  const assignments = await client.ensureQueryData(assignmentsQuery(classId)).catch(() => []);
  return assignments.flatMap((assignment) => (assignment.content.kind === 'experiment' && assignment.content.ref ? [assignment.content.ref] : []));
}

/**
 * What a classroom screen reads first, asked for by its route's loader (route.ts) while the screen's
 * code is still on its way, so the two arrive together. Not awaited by the loader: the screen shows its
 * own loading state, a fresh copy is not fetched again, and offline the device's copy answers. A screen
 * that shows only to some accounts (the teacher's new assignment, the school's class tablet) is asked
 * for only for them, as its route or screen decides.
 */
export function prefetchClassroomPage(queryClient: QueryClient, name: string, id: number | null, user: User | null): Promise<void> {
  if (name === 'classes' || name === 'lectures' || (name === 'create-assignment' && user?.role === 'teacher')) return queryClient.prefetchQuery(classesQuery());
  if (name === 'class' && id !== null) return queryClient.prefetchQuery(classQuery(id));
  if (name === 'assignments') return queryClient.prefetchQuery(assignmentsQuery());
  if (name === 'assignment' && id !== null) return queryClient.prefetchQuery(assignmentQuery(id));
  if (name === 'homeworks' || name === 'homework') return queryClient.prefetchQuery(homeworksQuery());
  if (name === 'class-tablet' && isSchoolTablet(user)) return queryClient.prefetchQuery(tabletRosterQuery());
  return Promise.resolve();
}

/** The dashboard home's "what is next" card (NextUpCard), chosen by role as the card does: a learner's homework, a teacher's assignments. */
export function prefetchNextUp(queryClient: QueryClient, user: User | null): Promise<void> {
  // A school's shared account shows the tablet prompt there, or nothing.
  if (!user || user.account_kind === 'school') return Promise.resolve();
  if (user.role === 'student' || user.role === 'parent') return queryClient.prefetchQuery(homeworksQuery());
  if (user.role === 'teacher' || user.role === 'administrator') return queryClient.prefetchQuery(assignmentsQuery());
  return Promise.resolve();
}

// A write whose answer was lost is sent again with the same key when the person presses again with
// the same text; the server answers the repeat with the first answer, so no class is made twice.
const writeKeys = createWriteKeys(newIdempotencyKey);
registerSignOutCleanup(() => writeKeys.forget());

function write<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<T> {
  return http.request<T>(path, { method, body, auth: true, idempotencyKey: writeKeys.keyFor(`${method} ${path}`, body) });
}

/** Everything the classroom shows may have changed after a write: its queries are refetched (cheap, and never wrong). */
function useClassroomWrite<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: classroomKeys.all }),
  });
}

export const useCreateClass = () =>
  useClassroomWrite((body: ClassCreateRequest) => write<ClassResponse>('POST', CLASSROOM_PATHS.classes, body).then((answer) => answer.class));

export const useUpdateClass = (id: number) =>
  useClassroomWrite((body: ClassUpdateRequest) => write<ClassResponse>('PUT', CLASSROOM_PATHS.class(id), body).then((answer) => answer.class));

export const useCopyClass = (id: number) =>
  useClassroomWrite((body: ClassCopyRequest) => write<ClassResponse>('POST', CLASSROOM_PATHS.classCopy(id), body).then((answer) => answer.class));

export const useAddStudent = (classId: number) =>
  useClassroomWrite((body: StudentAddRequest) => write<StudentResponse>('POST', CLASSROOM_PATHS.classStudents(classId), body).then((answer) => answer.student));

export const useAddStudents = (classId: number) =>
  useClassroomWrite((body: StudentBulkAddRequest) =>
    write<StudentsResponse>('POST', CLASSROOM_PATHS.classStudentsBulk(classId), body).then((answer) => answer.students),
  );

export const useUpdateStudent = (classId: number) =>
  useClassroomWrite(({ studentId, body }: { studentId: number; body: StudentUpdateRequest }) =>
    write<StudentResponse>('PUT', CLASSROOM_PATHS.classStudent(classId, studentId), body).then((answer) => answer.student),
  );

/**
 * New picture codes for the children whose cards are printed, made on this device; the server keeps
 * only hashes and answers rows. The codes are this mutation's body, so nothing here keeps them past
 * the screen that sends them: its write keys live and go with that screen (a retry there still
 * replays), and the finished mutation is not cached.
 */
export function useSetPictureCodes(classId: number) {
  const client = useQueryClient();
  const [keys] = useState(() => createWriteKeys(newIdempotencyKey));
  return useMutation({
    mutationFn: async (body: PictureCodesSetRequest) => {
      const path = CLASSROOM_PATHS.classPictureCodes(classId);
      const answer = await http.request<StudentsResponse>(path, { method: 'POST', body, auth: true, idempotencyKey: keys.keyFor(path, body) });
      return answer.students;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: classroomKeys.all }),
    gcTime: 0,
  });
}

/** Lets a child locked out after wrong picture codes sign in on the class tablet again (and ends the class's pause). */
export const useUnlockStudent = (classId: number) =>
  useClassroomWrite((studentId: number) =>
    write<StudentResponse>('POST', CLASSROOM_PATHS.studentUnlock(classId, studentId), {}).then((answer) => answer.student),
  );

export const useSaveLessons = (classId: number) =>
  useClassroomWrite((body: LessonsReplaceRequest) =>
    write<LessonsResponse>('PUT', CLASSROOM_PATHS.classLessons(classId), body).then((answer) => answer.lessons),
  );

export const useJoinClass = () =>
  useClassroomWrite((body: ClassJoinRequest) => write<ClassResponse>('POST', CLASSROOM_PATHS.classJoin, body).then((answer) => answer.class));

/** Whose class a code opens, before joining. It changes nothing, so nothing is refetched; the server counts wrong codes as at a join. */
export const useJoinPreview = () =>
  useMutation({
    mutationFn: async (joinCode: string) =>
      (await http.request<ClassJoinPreviewResponse>(CLASSROOM_PATHS.classJoinPreview, { method: 'POST', body: { join_code: joinCode }, auth: true })).preview,
  });

/** A new claim code for one line each time: the answer is the only place the code is ever seen, so it is never replayed. */
export const useCreateClaimCode = (classId: number) =>
  useMutation({
    mutationFn: (studentId: number) => http.request<ClaimCodeResponse>(CLASSROOM_PATHS.claimCode(classId, studentId), { method: 'POST', body: {}, auth: true }),
  });

/** A new parent code for one line each time: like a claim code, the answer is the only place it is seen, so it is never replayed. */
export const useCreateParentCode = (classId: number) =>
  useMutation({
    mutationFn: (studentId: number) =>
      http.request<ParentCodeResponse>(GUARDIAN_PATHS.parentCode(classId, studentId), { method: 'POST', body: {}, auth: true }),
  });

/** A parent code for each child of a printed sheet, one after another; a child the server refuses (no account yet) gets its reason instead. */
export type SheetParentCode = { studentId: number } & ({ code: string; expires_at: string } | { refused: string });

export const useCreateParentCodes = (classId: number) =>
  useMutation({
    mutationFn: async (studentIds: readonly number[]): Promise<SheetParentCode[]> => {
      const issued: SheetParentCode[] = [];
      for (const studentId of studentIds) {
        try {
          const answer = await http.request<ParentCodeResponse>(GUARDIAN_PATHS.parentCode(classId, studentId), { method: 'POST', body: {}, auth: true });
          issued.push({ studentId, code: answer.code, expires_at: answer.expires_at });
        } catch (error) {
          if (error instanceof ApiError && !error.isNetworkError && error.status === 409) issued.push({ studentId, refused: error.message });
          else throw error;
        }
      }
      return issued;
    },
  });

/** The class's staff remove a parent's link to a child; the roster is read again. */
export const useRemoveGuardian = (classId: number) =>
  useClassroomWrite(({ studentId, parentId }: { studentId: number; parentId: number }) => {
    const path = GUARDIAN_PATHS.guardian(classId, studentId, parentId);
    return http.request<ApiEnvelope>(path, { method: 'DELETE', auth: true, idempotencyKey: writeKeys.keyFor(`DELETE ${path}`, {}) });
  });

/** Whose child a parent code names, before linking: nothing changes, so nothing is refetched (the server counts wrong codes). */
export const useGuardianLinkPreview = () =>
  useMutation({
    mutationFn: (code: string) =>
      http.request<GuardianLinkResponse>(GUARDIAN_PATHS.link, { method: 'POST', body: { code } satisfies GuardianLinkRequest, auth: true }),
  });

/**
 * The parent confirms: linked and the code spent. A new child changes most of what a parent sees (homework,
 * classes, announcements, progress, attendance), so every query is read again and the child's work appears.
 */
export function useLinkGuardian() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => write<GuardianLinkResponse>('POST', GUARDIAN_PATHS.link, { code, confirm: true } satisfies GuardianLinkRequest),
    onSuccess: () => client.invalidateQueries(),
  });
}

export const useMergeStudent = (classId: number) =>
  useClassroomWrite(({ studentId, body }: { studentId: number; body: StudentMergeRequest }) =>
    write<StudentResponse>('POST', CLASSROOM_PATHS.studentMerge(classId, studentId), body).then((answer) => answer.student),
  );

export const useRemoveStudent = (classId: number) =>
  useClassroomWrite((studentId: number) => write<ApiEnvelope>('POST', CLASSROOM_PATHS.studentRemove(classId, studentId), {}));

/** Each press is a new code: a fresh key, so a second renewal is not answered with the first one's code. */
export const useRotateJoinCode = (classId: number) =>
  useClassroomWrite(() =>
    http
      .request<ClassResponse>(CLASSROOM_PATHS.classJoinCode(classId), { method: 'POST', body: {}, auth: true, idempotencyKey: newIdempotencyKey() })
      .then((answer) => answer.class),
  );

export const useCreateAssignment = () =>
  useClassroomWrite((body: AssignmentCreateRequest) =>
    write<AssignmentResponse>('POST', CLASSROOM_PATHS.assignments, body).then((answer) => answer.assignment),
  );

export const useUpdateAssignment = () =>
  useClassroomWrite(({ id, body }: { id: number; body: AssignmentUpdateRequest }) =>
    write<AssignmentResponse>('PUT', CLASSROOM_PATHS.assignment(id), body).then((answer) => answer.assignment),
  );

/** Counts a hand-in that came after closing (held) after all, as late work; the teacher's page shows the answer. */
export const useAcceptSubmission = () =>
  useClassroomWrite((submissionId: number) =>
    write<SubmissionResponse>('POST', CLASSROOM_PATHS.acceptSubmission(submissionId), {}).then((answer) => answer.submission),
  );

/** Removes an assignment softly: it leaves the students' lists, and comes back with its hand-ins if restored within 30 days. */
export const useRemoveAssignment = () =>
  useClassroomWrite((id: number) => write<AssignmentResponse>('DELETE', CLASSROOM_PATHS.assignment(id), {}).then((answer) => answer.assignment));

export const useRestoreAssignment = () =>
  useClassroomWrite((id: number) => write<AssignmentResponse>('POST', CLASSROOM_PATHS.assignmentRestore(id), {}).then((answer) => answer.assignment));

/** One student's own due time or excuse on one assignment; answers their row. */
export const useStudentTerms = (assignmentId: number) =>
  useClassroomWrite(({ enrolmentId, body }: { enrolmentId: number; body: StudentTermsRequest }) =>
    write<StudentWorkResponse>('PUT', CLASSROOM_PATHS.studentTerms(assignmentId, enrolmentId), body).then((answer) => answer.work),
  );

export const useRemoveLesson = (classId: number) =>
  useClassroomWrite((lessonId: number) =>
    write<LessonsResponse>('DELETE', CLASSROOM_PATHS.classLesson(classId, lessonId), {}).then((answer) => answer.lessons),
  );

export const useRestoreLesson = (classId: number) =>
  useClassroomWrite((lessonId: number) =>
    write<LessonsResponse>('POST', CLASSROOM_PATHS.classLessonRestore(classId, lessonId), {}).then((answer) => answer.lessons),
  );
