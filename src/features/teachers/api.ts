import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { registerSignOutCleanup } from '@/features/auth';
import type { User } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import {
  TEACHER_PATHS,
  type InviteTeacherRequest,
  type MoveClassRequest,
  type MoveClassResponse,
  type SchoolTeachersResponse,
  type TeacherPasswordResponse,
  type TeacherResponse,
} from '@/shared/api/teachers.ts';
import { createWriteKeys } from '@/shared/api/writeKeys.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';

/** Query keys, built here only; the list is the signed-in administrator's and goes at sign-out with the cache. */
const teachersKeys = { all: ['teachers'] as const, list: () => [...teachersKeys.all, 'list'] as const };

/** The school's teachers; the persisted cache keeps the last answer, so the list opens offline (read-only) with its time. */
export const schoolTeachersQuery = () =>
  queryOptions({
    queryKey: teachersKeys.list(),
    staleTime: 0,
    queryFn: async () => (await http.request<SchoolTeachersResponse>(TEACHER_PATHS.teachers, { auth: true })).teachers,
  });

/** The list /manage-teachers reads first, asked for by its route's loader (route.ts); only an administrator's screen asks for it at all. */
export const prefetchTeachersPage = (queryClient: QueryClient, user: User | null): Promise<void> =>
  user?.role === 'administrator' ? queryClient.prefetchQuery(schoolTeachersQuery()) : Promise.resolve();

// An invite sent again unchanged (the answer was lost, the button pressed twice) goes with the same key:
// the server then answers the account it made instead of "already registered".
const inviteKeys = createWriteKeys(newIdempotencyKey);
registerSignOutCleanup(() => inviteKeys.forget());

const post = <T>(path: string, body?: unknown, idempotencyKey = newIdempotencyKey()) =>
  http.request<T>(path, { method: 'POST', body, auth: true, idempotencyKey });

const inviteTeacherCall = (body: InviteTeacherRequest) =>
  post<TeacherPasswordResponse>(TEACHER_PATHS.teachers, body, inviteKeys.keyFor(TEACHER_PATHS.teachers, body));
const resetPasswordCall = (teacherId: number) => post<TeacherPasswordResponse>(TEACHER_PATHS.resetPassword(teacherId));
const deactivateCall = (teacherId: number) => post<TeacherResponse>(TEACHER_PATHS.deactivate(teacherId));
const reactivateCall = (teacherId: number) => post<TeacherResponse>(TEACHER_PATHS.reactivate(teacherId));
const moveClassCall = ({ classId, ...body }: MoveClassRequest & { classId: number }) =>
  http.request<MoveClassResponse>(TEACHER_PATHS.classTeacher(classId), { method: 'PUT', body, auth: true, idempotencyKey: newIdempotencyKey() });

/**
 * These writes make accounts and change who may sign in, so they are sent online only and never
 * queued: the screen disables them offline, and `networkMode: 'always'` makes a send that meets no
 * network fail at once with its message instead of waiting, paused, to run later unseen.
 */
function useTeacherWrite<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    networkMode: 'always',
    onSettled: () => client.invalidateQueries({ queryKey: teachersKeys.list() }),
  });
}

export const useInviteTeacher = () => useTeacherWrite(inviteTeacherCall);
export const useResetPassword = () => useTeacherWrite(resetPasswordCall);
export const useDeactivateTeacher = () => useTeacherWrite(deactivateCall);
export const useReactivateTeacher = () => useTeacherWrite(reactivateCall);
export const useMoveClass = () => useTeacherWrite(moveClassCall);
