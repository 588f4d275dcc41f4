import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { CalendarView } from '../model/calendarSearch.ts';
import { shiftMonth, type MonthKey } from '../model/dates.ts';
import { formatMonth } from '../model/format.ts';
import * as styles from './CalendarToolbar.css.ts';

type CalendarToolbarProps = {
  view: CalendarView;
  month: MonthKey;
  /** What the views show: "Mart 2026", or "Mart – Mayıs 2026" for the agenda. */
  title: string;
  onView: (view: CalendarView) => void;
  onMonth: (month: MonthKey) => void;
  onToday: () => void;
};

/** Month view or agenda, the previous and next month, and back to today. */
export function CalendarToolbar({ view, month, title, onView, onMonth, onToday }: CalendarToolbarProps) {
  const { t } = useLingui();
  const previous = formatMonth(shiftMonth(month, -1));
  const next = formatMonth(shiftMonth(month, 1));
  return (
    <div className={styles.toolbar}>
      <h2 className={styles.title} aria-live="polite">
        {title}
      </h2>
      <div className={styles.nav}>
        <Button variant="secondary" onClick={() => onMonth(shiftMonth(month, -1))} aria-label={t`Önceki ay: ${previous}`}>
          <span aria-hidden="true" className={styles.arrowIcon}>
            ‹
          </span>
        </Button>
        <Button variant="secondary" onClick={() => onMonth(shiftMonth(month, 1))} aria-label={t`Sonraki ay: ${next}`}>
          <span aria-hidden="true" className={styles.arrowIcon}>
            ›
          </span>
        </Button>
        <Button variant="ghost" onClick={onToday}>
          <Trans>Bugün</Trans>
        </Button>
      </div>
      <div className={styles.switcher} role="group" aria-label={t`Görünüm`}>
        <button type="button" className={styles.option} aria-pressed={view === 'month'} onClick={() => onView('month')}>
          <Trans>Ay</Trans>
        </button>
        <button type="button" className={styles.option} aria-pressed={view === 'agenda'} onClick={() => onView('agenda')}>
          <Trans>Ajanda</Trans>
        </button>
      </div>
    </div>
  );
}
