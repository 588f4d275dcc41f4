import { Trans, useLingui } from '@lingui/react/macro';
import { SCHOOL_CALENDAR, schoolEntriesBetween, schoolKindLabels } from '@/features/calendar';
import { Badge } from '@/shared/ui/Badge.tsx';
import type { ScheduleDay, ScheduleItem } from '../../model/scheduleItems.ts';
import { weekdayLabels } from '../../model/scheduleLabels.ts';
import { formatDayMonth } from './format.ts';
import { ItemCard, type WorkLink } from './ItemCard.tsx';
import * as styles from './schedule.css.ts';

type DayCardProps = { day: ScheduleDay; workLink: WorkLink; onDone?: (item: ScheduleItem) => void };

/** One day: its name and date, why there are no lessons when the school is closed, then its items in time order. */
export function DayCard({ day, workLink, onDone }: DayCardProps) {
  const { i18n } = useLingui();
  const entries = schoolEntriesBetween(SCHOOL_CALENDAR, day.date, day.date).filter((entry) => entry.kind !== 'term');
  const closedBy = entries.filter((entry) => entry.kind === 'holiday' || entry.kind === 'break');
  const notes = entries.filter((entry) => entry.kind === 'halfDay' || entry.kind === 'commemoration');
  const weekend = day.weekday >= 6;
  const dayOff = day.dayOff;

  return (
    <li className={[styles.day, day.isToday ? styles.today : ''].join(' ')}>
      <h3 className={styles.dayTitle}>
        {i18n._(weekdayLabels[day.weekday])}
        <span className={styles.dayDate}>{formatDayMonth(day.date)}</span>
        {day.isToday ? (
          <Badge tone="primary">
            <Trans>Bugün</Trans>
          </Badge>
        ) : null}
      </h3>
      {!day.schoolDay ? (
        <p className={styles.closedNote}>
          {closedBy.length > 0 ? (
            closedBy.map((entry) => `${i18n._(schoolKindLabels[entry.kind])}: ${i18n._(entry.title)}`).join(' · ')
          ) : weekend ? (
            <Trans>Hafta sonu</Trans>
          ) : dayOff ? (
            <Trans>Okul tatili: {dayOff}</Trans>
          ) : (
            <Trans>Okul tatili: ders yok</Trans>
          )}
        </p>
      ) : null}
      {notes.map((entry) => (
        <p key={entry.id} className={styles.dayNote}>
          {i18n._(entry.title)}
        </p>
      ))}
      {day.items.length > 0 ? (
        <ul className={styles.items}>
          {day.items.map((item) => (
            <ItemCard key={item.key} item={item} workLink={workLink} onDone={onDone} />
          ))}
        </ul>
      ) : day.schoolDay ? (
        <p className={styles.muted}>
          <Trans>Bu gün için ders yok.</Trans>
        </p>
      ) : null}
    </li>
  );
}
