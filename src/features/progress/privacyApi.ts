import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { registerSignOutCleanup } from '@/features/auth';
import { http } from '@/shared/api/http.ts';
import { PRIVACY_PATHS, type EraseRequest, type EraseResponse, type ReadLogResponse, type StudentExport } from '@/shared/api/privacy.ts';
import { createWriteKeys } from '@/shared/api/writeKeys.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';

/** Query keys, built here only; the read log is the signed-in administrator's and goes at sign-out with the cache. */
export const privacyKeys = { all: ['privacy'] as const, readLog: (studentId: number) => ['privacy', 'read-log', studentId] as const };

/** Who opened the student's record, and the exports and erasures made of it. */
export const readLogQuery = (studentId: number) =>
  queryOptions({
    queryKey: privacyKeys.readLog(studentId),
    staleTime: 0,
    queryFn: () => http.request<ReadLogResponse>(PRIVACY_PATHS.readLog(studentId), { auth: true }),
  });

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
