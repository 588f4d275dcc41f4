import type { Announcement, AnnouncementCreateRequest } from '@/shared/api/announcements.ts';
import type { UserWrite, UserWriteError } from '@/shared/offline/userOutbox.ts';

/** An announcement that reached the reader, with the read state this device knows (a read marked offline counts). */
type ReceivedAnnouncement = Announcement & { unread: boolean };

/** One the writer wrote: sent (the server's) or still on the device, waiting or refused. */
export type UnsentAnnouncement = {
  state: 'waiting' | 'rejected';
  writeId: string;
  request: AnnouncementCreateRequest;
  createdAt: number;
  error?: UserWriteError;
  write: UserWrite;
};
type SentAnnouncement = { state: 'sent'; announcement: Announcement } | UnsentAnnouncement;

export type Inbox = { received: ReceivedAnnouncement[]; sent: SentAnnouncement[]; unread: number };

const newestFirst = (a: { created_at: string }, b: { created_at: string }) => Date.parse(b.created_at) - Date.parse(a.created_at);

/**
 * The reader's picture of their announcements: the server's list plus what this device has not sent
 * yet (docs/architecture.md#the-two-outboxes). A read waiting in the outbox is read; a post waiting or refused heads the sent list,
 * so nothing typed disappears between pressing send and the server answering.
 */
export function buildInbox(announcements: readonly Announcement[], writes: readonly UserWrite[]): Inbox {
  const readOnDevice = new Set<number>();
  const onDevice: UnsentAnnouncement[] = [];
  for (const write of writes) {
    if (write.kind !== 'announcement') continue;
    if (write.refs.action === 'read') readOnDevice.add(Number(write.refs.announcementId));
    else if (write.state !== 'conflict') {
      onDevice.push({
        state: write.state,
        writeId: write.id,
        request: write.body as AnnouncementCreateRequest,
        createdAt: write.createdAt,
        error: write.error,
        write,
      });
    }
  }
  const received = announcements
    .filter((announcement) => !announcement.is_author)
    .map((announcement) => ({ ...announcement, unread: announcement.read_at === null && !readOnDevice.has(announcement.id) }))
    .sort(newestFirst);
  const sent: SentAnnouncement[] = [
    ...onDevice.sort((a, b) => b.createdAt - a.createdAt),
    ...announcements
      .filter((announcement) => announcement.is_author)
      .sort(newestFirst)
      .map((announcement) => ({ state: 'sent' as const, announcement })),
  ];
  return { received, sent, unread: received.filter((announcement) => announcement.unread).length };
}
