import type { SubmissionResponse } from '@/shared/api/classroom.ts';
import type { ProgressReport } from '@/shared/api/progress.ts';
import type { SentWriteFollowUp } from '@/shared/offline/userWriteDefinition.ts';
import { progressKeys } from '../api.ts';
import { recordProgress } from './recordProgress.ts';

const reportsOf = (write: { after?: unknown }): ProgressReport[] => {
  const after = write.after as { progress?: ProgressReport[] } | undefined;
  return Array.isArray(after?.progress) ? after.progress : [];
};

/**
 * The progress map follows the classroom's writes. A hand-in's earnings (`after.progress`, kept beside
 * its body) are recorded once, by the tab that sent it, at the time the work was finished, and only
 * when the server counted it (201), not when it was kept after closing (202, `held`) or refused. A
 * hand-in or a grade changes mastery and XP, so the progress views are fetched again in every tab.
 */
export const progressFollowUp: SentWriteFollowUp = {
  after: ['submission', 'grade', 'gradeCell'],
  refreshes: [progressKeys.all],
  whenSent: (_queryClient, write, answer, here) => {
    if (write.kind !== 'submission') return;
    const submission = (answer as Partial<SubmissionResponse> | null)?.submission;
    if (!here || !submission || submission.state === 'held') return;
    const at = new Date(submission.completed_at);
    for (const report of reportsOf(write)) void recordProgress(write.ownerId, report, at);
  },
};
