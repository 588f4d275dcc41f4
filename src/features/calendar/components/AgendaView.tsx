import { Trans } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { agendaItems, groupByMonth } from '../model/agenda.ts';
import type { IsoDate } from '../model/dates.ts';
import type { CalendarEvent } from '../model/event.ts';
import { formatMonth, formatShortDay } from '../model/format.ts';
import type { SchoolEntry } from '../model/schoolCalendar.ts';
import { EventLine, SchoolEntryLine } from './ItemLines.tsx';
import * as styles from './Panels.css.ts';

type AgendaViewProps = {
  from: IsoDate;
  to: IsoDate;
  /** The day "Etkinlik ekle" suggests. */
  addDate: IsoDate;
  now: Date;
  events: readonly CalendarEvent[];
  school: readonly SchoolEntry[];
  canAdd: boolean;
  onAdd: (date: IsoDate) => void;
  onEdit: (event: CalendarEvent) => void;
};

/** School items and the user's events of the range, month by month and day by day. */
export function AgendaView({ from, to, addDate, now, events, school, canAdd, onAdd, onEdit }: AgendaViewProps) {
  const months = groupByMonth(agendaItems(events, school, from, to));

  return (
    <section className={styles.panel} aria-labelledby="agenda-heading">
      <div className={styles.panelHead}>
        <h2 id="agenda-heading" className={styles.heading}>
          <Trans>Ajanda</Trans>
        </h2>
        <Button onClick={() => onAdd(addDate)} disabled={!canAdd}>
          <span aria-hidden="true">+</span>
          <Trans>Etkinlik ekle</Trans>
        </Button>
      </div>
      {months.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Bu aylarda okul takviminde ya da etkinliklerinde bir şey yok.</Trans>
        </p>
      ) : (
        <div className={styles.months}>
          {months.map((group) => (
            <section key={group.month} aria-labelledby={`agenda-${group.month}`} className={styles.list}>
              <h3 id={`agenda-${group.month}`} className={styles.subheading}>
                {formatMonth(group.month)}
              </h3>
              <ol className={styles.list}>
                {group.items.map((item) => (
                  <li key={item.kind === 'school' ? item.entry.id : item.event.id} className={styles.day}>
                    <span className={styles.date}>{formatShortDay(item.date)}</span>
                    {item.kind === 'school' ? (
                      <SchoolEntryLine as="div" entry={item.entry} />
                    ) : (
                      <EventLine as="div" event={item.event} now={now} onEdit={onEdit} />
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
