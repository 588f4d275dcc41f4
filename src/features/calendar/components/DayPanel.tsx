import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { IsoDate } from '../model/dates.ts';
import { eventsOn, type CalendarEvent } from '../model/event.ts';
import { formatFullDate } from '../model/format.ts';
import { periodOn, specialDaysOn, type SchoolEntry } from '../model/schoolCalendar.ts';
import { EventLine, SchoolEntryLine } from './ItemLines.tsx';
import * as styles from './Panels.css.ts';

type DayPanelProps = {
  date: IsoDate;
  now: Date;
  events: readonly CalendarEvent[];
  school: readonly SchoolEntry[];
  /** False while the user's events are still being read. */
  canAdd: boolean;
  onAdd: (date: IsoDate) => void;
  onEdit: (event: CalendarEvent) => void;
};

/** What is on the selected day, with the button that adds an event to it. */
export function DayPanel({ date, now, events, school, canAdd, onAdd, onEdit }: DayPanelProps) {
  const { t } = useLingui();
  const period = periodOn(school, date);
  const specials = specialDaysOn(school, date);
  const own = eventsOn(events, date);
  const title = formatFullDate(date);
  const headingId = `day-${date}`;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <Button onClick={() => onAdd(date)} disabled={!canAdd} aria-label={t`Etkinlik ekle: ${title}`}>
          <span aria-hidden="true">+</span>
          <Trans>Etkinlik ekle</Trans>
        </Button>
      </div>

      {period || specials.length ? (
        <ul className={styles.list} aria-label={t`Okul takvimi`}>
          {specials.map((entry) => (
            <SchoolEntryLine key={entry.id} entry={entry} />
          ))}
          {period ? <SchoolEntryLine entry={period} /> : null}
        </ul>
      ) : null}

      {own.length ? (
        <ul className={styles.list} aria-label={t`Etkinliklerim`}>
          {own.map((event) => (
            <EventLine key={event.id} event={event} now={now} onEdit={onEdit} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          <Trans>Bu gün için etkinliğin yok.</Trans>
        </p>
      )}
    </section>
  );
}
