import { Trans, useLingui } from '@lingui/react/macro';
import type { TimetableSlot } from '@/shared/api/progress.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { weekdayLabels } from '../../model/scheduleLabels.ts';
import { slotDetails, slotLine } from './slotText.ts';
import * as styles from './schedule.css.ts';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

type SlotListProps = {
  slots: readonly TimetableSlot[];
  editable: boolean;
  onEdit: (slot: TimetableSlot) => void;
  onRemove: (slot: TimetableSlot) => void;
};

/** The week being edited, day by day, each lesson with its edit and remove buttons. */
export function SlotList({ slots, editable, onEdit, onRemove }: SlotListProps) {
  const { t, i18n } = useLingui();
  return (
    <ol className={styles.slotDays}>
      {WEEKDAYS.map((weekday) => {
        const daySlots = slots.filter((slot) => slot.weekday === weekday);
        return (
          <li key={weekday} className={styles.section}>
            <h3 className={styles.slotDayTitle}>{i18n._(weekdayLabels[weekday])}</h3>
            {daySlots.length === 0 ? (
              <p className={styles.muted}>
                <Trans>Ders yok.</Trans>
              </p>
            ) : (
              <ul className={styles.slotRows}>
                {daySlots.map((slot) => {
                  const line = slotLine(i18n, slot);
                  const { start, end, title } = slot;
                  return (
                    <li key={slot.id} className={styles.slotRow}>
                      <span className={styles.slotText}>
                        <span className={styles.itemTitle}>
                          <Trans>
                            {start}–{end} · {title}
                          </Trans>
                        </span>
                        <span className={styles.muted}>{slotDetails(i18n, slot)}</span>
                      </span>
                      {editable ? (
                        <span className={styles.actions}>
                          <Button variant="secondary" size="sm" onClick={() => onEdit(slot)} aria-label={t`Düzenle: ${line}`}>
                            <Trans>Düzenle</Trans>
                          </Button>
                          <Button variant="ghost" size="sm" onClick={() => onRemove(slot)} aria-label={t`Sil: ${line}`}>
                            <Trans>Sil</Trans>
                          </Button>
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
