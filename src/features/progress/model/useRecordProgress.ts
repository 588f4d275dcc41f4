import { useCallback } from 'react';
import { useSession } from '@/features/auth';
import type { ProgressReport } from '@/shared/api/progress.ts';
import { recordProgress } from './recordProgress.ts';

/**
 * For screens where work is done (an experiment's questions, a homework, a lesson of the week):
 * records it for a signed-in student. Other roles try things out without leaving progress behind,
 * which the server would refuse anyway.
 */
export function useRecordProgress(): (report: ProgressReport) => void {
  const { user } = useSession();
  const ownerId = user?.role === 'student' && typeof user.id === 'number' ? user.id : null;
  return useCallback(
    (report: ProgressReport) => {
      if (ownerId !== null) void recordProgress(ownerId, report);
    },
    [ownerId],
  );
}
