import { useSession } from '@/features/auth';
import { useUserWrites } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { submissionWrite } from '../../api.ts';
import { keptWork } from '../../model/keptWork.ts';

/**
 * A hand-in still on this device for homework that is no longer in the list (its teacher removed it,
 * so the server refused it with "Ödev kaldırıldı"): shown with the work to copy or download, never lost.
 */
export function RemovedHomeworkHandIn({ assignmentId }: { assignmentId: number }) {
  const { user } = useSession();
  const writes = useUserWrites(user?.id ?? null).filter((write) => write.kind === 'submission' && write.refs.assignmentId === assignmentId);
  const refused = writes.find((write) => write.state !== 'waiting') ?? writes[0];
  if (!refused) return null;
  const title = typeof refused.refs.label === 'string' ? refused.refs.label : '';
  return <WriteStatus write={refused} what={submissionWrite.what} keep={refused.state === 'rejected' ? keptWork(refused, title) : undefined} />;
}
