import { Trans, useLingui } from '@lingui/react/macro';
import type { Timetable, TimetableSaveRequest } from '@/shared/api/progress.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { slotDifferences } from '../../model/scheduleForm.ts';
import { slotLine } from './slotText.ts';
import * as styles from './schedule.css.ts';

type TimetableConflictProps = {
  write: UserWrite;
  onKeepMine: (current: Timetable) => void;
  onUseTheirs: (current: Timetable) => void;
};

/** Someone saved this class's week first: what differs, side by side, and the teacher chooses (docs/architecture.md#the-two-outboxes, no silent overwrite). */
export function TimetableConflict({ write, onKeepMine, onUseTheirs }: TimetableConflictProps) {
  const { i18n } = useLingui();
  const current = write.current as Timetable | undefined;
  if (!current) return null;
  const mine = (write.body as TimetableSaveRequest).slots;
  const { onlyMine, onlyTheirs } = slotDifferences(mine, current.slots);
  const list = (slots: typeof mine) =>
    slots.length > 0 ? (
      <ul className={styles.compareList}>
        {slots.map((slot) => (
          <li key={slot.id}>{slotLine(i18n, slot)}</li>
        ))}
      </ul>
    ) : (
      <p className={styles.muted}>
        <Trans>Yalnız bu sürümde olan ders yok.</Trans>
      </p>
    );

  return (
    <FormAlert
      tone="warning"
      title={<Trans>Bu ders programı başka bir yerden değiştirildi</Trans>}
      action={
        <div className={styles.actions}>
          <Button onClick={() => onKeepMine(current)}>
            <Trans>Benimkini kaydet</Trans>
          </Button>
          <Button variant="secondary" onClick={() => onUseTheirs(current)}>
            <Trans>Kayıtlı olanı kullan</Trans>
          </Button>
        </div>
      }
    >
      <p>
        <Trans>İki sürüm şu derslerde ayrılıyor:</Trans>
      </p>
      <div className={styles.compare}>
        <div>
          <h3 className={styles.slotDayTitle}>
            <Trans>Kayıtlı olan</Trans>
          </h3>
          {list(onlyTheirs)}
        </div>
        <div>
          <h3 className={styles.slotDayTitle}>
            <Trans>Sizinki</Trans>
          </h3>
          {list(onlyMine)}
        </div>
      </div>
    </FormAlert>
  );
}
