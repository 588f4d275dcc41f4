import { Plural, Trans } from '@lingui/react/macro';
import { useUserWrites } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { progressWrite } from '../../api.ts';

/**
 * The child's work still on this device, in the words every signed-in write uses: the oldest waiting
 * one speaks for the rest (the map already shows them), and a refused one is named with its reason.
 */
export function ProgressWritesStatus({ ownerId }: { ownerId: number }) {
  const writes = useUserWrites(ownerId).filter((write) => write.kind === 'progress');
  const waiting = writes.filter((write) => write.state === 'waiting');
  const refused = writes.filter((write) => write.state !== 'waiting');
  const count = waiting.length;
  return (
    <>
      {refused.map((write) => (
        <WriteStatus key={write.id} write={write} what={progressWrite.what} />
      ))}
      {waiting[0] ? (
        <WriteStatus
          write={waiting[0]}
          what={progressWrite.what}
          summary={
            <>
              <Plural value={count} one="# çalışman bu cihazda." other="# çalışman bu cihazda." /> <Trans>Haritan onları şimdiden gösteriyor.</Trans>
            </>
          }
        />
      ) : null}
    </>
  );
}
