import { Trans, useLingui } from '@lingui/react/macro';
import type { TimetableSaveRequest } from '@/shared/api/progress.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { slotLine } from './slotText.ts';
import * as styles from './schedule.css.ts';

const SLOT_FIELD = /^slots\.(\d+)\./;

/** The server refused the week: its message, and each refused lesson named with what is wrong with it. */
export function RejectedSave({ write, onClose }: { write: UserWrite; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const slots = (write.body as TimetableSaveRequest).slots;
  const problems = Object.entries(write.error?.fieldErrors ?? {}).flatMap(([field, messages]) => {
    const index = SLOT_FIELD.exec(field)?.[1];
    const slot = index === undefined ? undefined : slots[Number(index)];
    return messages.map((message) => (slot ? `${slotLine(i18n, slot)}: ${message}` : message));
  });
  return (
    <FormAlert
      title={write.error?.message ?? t`Ders programı kaydedilemedi.`}
      action={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Kapat</Trans>
        </Button>
      }
    >
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
    </FormAlert>
  );
}
