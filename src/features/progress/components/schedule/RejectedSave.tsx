import { Trans, useLingui } from '@lingui/react/macro';
import type { TimetableSaveRequest } from '@/shared/api/progress.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { slotLine } from './slotText.ts';
import * as styles from './schedule.css.ts';

const SLOT_FIELD = /^slots\.(\d+)\./;

/** The server refused the week: each refused lesson named with what is wrong with it (the write's state display shows the rest). */
export function RejectedSave({ write }: { write: UserWrite }) {
  const { i18n } = useLingui();
  const slots = (write.body as TimetableSaveRequest).slots;
  const problems = Object.entries(write.error?.fieldErrors ?? {}).flatMap(([field, messages]) => {
    const index = SLOT_FIELD.exec(field)?.[1];
    const slot = index === undefined ? undefined : slots[Number(index)];
    return messages.map((message) => (slot ? `${slotLine(i18n, slot)}: ${message}` : message));
  });
  return (
    <>
      {problems.length > 0 ? (
        <ul className={styles.compareList}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <p>
        <Trans>Dersleriniz bu cihazda duruyor: düzeltip yeniden kaydedebilirsiniz.</Trans>
      </p>
    </>
  );
}
