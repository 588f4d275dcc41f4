import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolDayOff } from '@/shared/api/schoolCalendar.ts';
import { dateFormat } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { spanText } from '../../model/schoolYearOverview.ts';
import { dayOffKindLabels } from './kindLabels.ts';
import * as styles from './schoolDaysOff.css.ts';

type Props = {
  days: readonly SchoolDayOff[];
  canEdit: boolean;
  /** Offline or a save under way: changes wait. */
  disabled: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
};

/** The school's own days off, earliest first, each with its change and removal for the administrator. */
export function DaysOffList({ days, canEdit, disabled, onEdit, onRemove }: Props) {
  const { t, i18n } = useLingui();
  if (days.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>Okulun kendi tatil günü henüz yok.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {days.map((day, index) => {
        const label = day.label;
        return (
          <li key={`${day.start}-${day.end}-${index}`} className={styles.item}>
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>{day.label}</span>
              <span className={styles.muted}>
                {spanText(day.start, day.end, dateFormat('weekdayDayMonthYear'))} · {i18n._(dayOffKindLabels[day.kind])}
              </span>
            </span>
            {canEdit ? (
              <span className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-disabled={disabled || undefined}
                  aria-label={t`${label} tatilini düzenle`}
                  onClick={() => !disabled && onEdit(index)}
                >
                  {t`Düzenle`}
                </Button>
                <Button
                  variant="ghost"
                  aria-disabled={disabled || undefined}
                  aria-label={t`${label} tatilini kaldır`}
                  onClick={() => !disabled && onRemove(index)}
                >
                  {t`Kaldır`}
                </Button>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
