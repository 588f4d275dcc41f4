import type { QueryClient } from '@tanstack/react-query';
import type { ProgressEventResponse, StudentProgressResponse } from '@/shared/api/progress.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { progressKeys, withSentEvent } from '../api.ts';

/**
 * When the outbox delivers a progress event, the caller's cached progress takes the server's copy at
 * once (so the map never steps back while the refetch runs) and every progress view asks again.
 */
export function onProgressWriteSent(queryClient: QueryClient, write: UserWrite, body: unknown): void {
  if (write.kind !== 'progress' && write.kind !== 'timetable') return;
  const event = write.kind === 'progress' ? (body as Partial<ProgressEventResponse> | null)?.event : undefined;
  if (event) queryClient.setQueryData<StudentProgressResponse>(progressKeys.me(), (data) => withSentEvent(data, event));
  void queryClient.invalidateQueries({ queryKey: progressKeys.all });
}
