import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLASSROOM_PATHS,
  type AssignmentCreateRequest,
  type AssignmentDetailResponse,
  type AssignmentListResponse,
  type AssignmentResponse,
  type AssignmentUpdateRequest,
  type AttendanceResponse,
  type ClassCopyRequest,
  type ClassCreateRequest,
  type ClassJoinRequest,
  type ClassListResponse,
  type ClassResponse,
  type ClassUpdateRequest,
  type GradebookResponse,
  type HomeworkListResponse,
  type LessonsReplaceRequest,
  type LessonsResponse,
  type StudentAddRequest,
  type StudentBulkAddRequest,
  type StudentResponse,
  type StudentsResponse,
  type StudentUpdateRequest,
  type TabletRosterResponse,
} from '@/shared/api/classroom.ts';
import { http } from '@/shared/api/http.ts';
import { createWriteKeys } from '@/shared/api/writeKeys.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { registerSignOutCleanup } from '@/features/auth';

/** Query keys, built here only (DESIGN §2). Everything under `classroom` is one user's and goes at sign-out with the rest of the cache. */
export const classroomKeys = {
  all: ['classroom'] as const,
  classes: () => [...classroomKeys.all, 'classes'] as const,
  class: (id: number) => [...classroomKeys.all, 'class', id] as const,
  gradebook: (id: number) => [...classroomKeys.all, 'gradebook', id] as const,
  attendance: (id: number, date: string) => [...classroomKeys.all, 'attendance', id, date] as const,
  assignments: (classId?: number) => [...classroomKeys.all, 'assignments', classId ?? 'all'] as const,
  assignment: (id: number) => [...classroomKeys.all, 'assignment', id] as const,
  homeworks: (studentId?: number) => [...classroomKeys.all, 'homeworks', studentId ?? 'own'] as const,
  tabletRoster: () => [...classroomKeys.all, 'tablet-roster'] as const,
};

const authed = { auth: true } as const;

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

export const homeworksQuery = (studentId?: number) =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.homeworks(studentId),
    queryFn: () => http.request<HomeworkListResponse>(`${CLASSROOM_PATHS.homeworks}${studentId ? `?student_id=${studentId}` : ''}`, authed),
  });

export const tabletRosterQuery = () =>
  queryOptions({
    ...LIVE,
    queryKey: classroomKeys.tabletRoster(),
    queryFn: async () => (await http.request<TabletRosterResponse>(CLASSROOM_PATHS.tabletRoster, authed)).classes,
  });

// A write whose answer was lost is sent again with the same key when the person presses again with
// the same text; the server answers the repeat with the first answer, so no class is made twice.
const writeKeys = createWriteKeys(newIdempotencyKey);
registerSignOutCleanup(() => writeKeys.forget());

function write<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
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

export const useSaveLessons = (classId: number) =>
  useClassroomWrite((body: LessonsReplaceRequest) => write<LessonsResponse>('PUT', CLASSROOM_PATHS.classLessons(classId), body).then((answer) => answer.lessons));

export const useJoinClass = () =>
  useClassroomWrite((body: ClassJoinRequest) => write<ClassResponse>('POST', CLASSROOM_PATHS.classJoin, body).then((answer) => answer.class));

export const useCreateAssignment = () =>
  useClassroomWrite((body: AssignmentCreateRequest) =>
    write<AssignmentResponse>('POST', CLASSROOM_PATHS.assignments, body).then((answer) => answer.assignment),
  );

export const useUpdateAssignment = () =>
  useClassroomWrite(({ id, body }: { id: number; body: AssignmentUpdateRequest }) =>
    write<AssignmentResponse>('PUT', CLASSROOM_PATHS.assignment(id), body).then((answer) => answer.assignment),
  );
