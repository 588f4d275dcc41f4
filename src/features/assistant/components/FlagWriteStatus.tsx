import { useSession } from '@/features/auth';
import { useUserWrites } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import type { AssistantFlagInput } from '@/shared/api/assistant.ts';
import { flagWrite } from '../api.ts';

/**
 * A question shared with the teacher (the school allows it) goes through the signed-in outbox: the
 * child sees whether it is still on this device or was refused, like every other write.
 */
export function FlagWriteStatus() {
  const { user } = useSession();
  const writes = useUserWrites(typeof user?.id === 'number' ? user.id : null).filter((write) => write.kind === 'assistantFlag');
  const write = writes.find((candidate) => candidate.state !== 'waiting') ?? writes.at(-1);
  const text = (write?.body as AssistantFlagInput | undefined)?.text ?? '';
  return <WriteStatus write={write} what={flagWrite.what} keep={write?.state === 'rejected' ? { text, fileName: 'etkibot-soru' } : undefined} />;
}
