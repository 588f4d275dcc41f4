import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, type IsoDate } from '@/shared/progress/days.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { shiftWeek } from '../../model/scheduleWeek.ts';
import { formatWeekSpan } from './format.ts';
import * as styles from './schedule.css.ts';

type WeekNavProps = {
  titleId: string;
  monday: IsoDate;
  /** The week the screen opens on without a `week` in the address. */
  homeMonday: IsoDate;
  onWeek: (monday: IsoDate) => void;
};

/** The week's dates as the section's heading, and the steps to the week before and after. */
export function WeekNav({ titleId, monday, homeMonday, onWeek }: WeekNavProps) {
  const { t } = useLingui();
  const span = formatWeekSpan(monday, addDays(monday, 4));
  return (
    <div className={styles.toolbar}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Hafta: {span}</Trans>
      </h2>
      <div className={styles.actions} role="group" aria-label={t`Haftalar arasında gezin`}>
        <Button variant="secondary" size="sm" onClick={() => onWeek(shiftWeek(monday, -1))}>
          <span aria-hidden="true">←</span>
          <Trans>Önceki hafta</Trans>
        </Button>
        {monday !== homeMonday ? (
          <Button variant="secondary" size="sm" onClick={() => onWeek(homeMonday)}>
            <Trans>Bu hafta</Trans>
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => onWeek(shiftWeek(monday, 1))}>
          <Trans>Sonraki hafta</Trans>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
    </div>
  );
}
