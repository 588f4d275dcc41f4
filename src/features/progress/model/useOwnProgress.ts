import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import type { ProgressEventInput } from '@/shared/api/progress.ts';
import { mergeEvents, type AnyProgressEvent } from '@/shared/progress/events.ts';
import { useUserWrites } from '@/shared/offline/userOutbox.ts';
import { myProgressQuery } from '../api.ts';

/**
 * The signed-in student's events: the server's (cached for offline) joined with those still waiting
 * on this device, so what a child just did shows at once, offline and after a reload. A refused event
 * is left out: it will never count.
 */
export function useOwnProgress(enabled = true) {
  const { user } = useSession();
  const ownerId = enabled && typeof user?.id === 'number' ? user.id : null;
  const query = useQuery({ ...myProgressQuery(), enabled: ownerId !== null });
  const writes = useUserWrites(ownerId);
  const events = useMemo((): AnyProgressEvent[] => {
    const waiting = writes.flatMap((write) => (write.kind === 'progress' && write.state !== 'rejected' ? [write.body as ProgressEventInput] : []));
    return mergeEvents<AnyProgressEvent>(waiting, query.data?.events ?? []);
  }, [writes, query.data]);
  const waiting = writes.filter((write) => write.kind === 'progress' && write.state !== 'rejected').length;
  return { query, events, waiting, studentId: ownerId };
}
