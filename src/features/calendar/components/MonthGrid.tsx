import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import type { IsoDate, MonthKey } from '../model/dates.ts';
import { eventsOn, type CalendarEvent } from '../model/event.ts';
import { formatFullDate, formatMonth, weekdayNames, weekdayShortNames } from '../model/format.ts';
import { dayForKey } from '../model/gridKeys.ts';
import { monthGrid, type GridDay } from '../model/monthGrid.ts';
import { periodOn, specialDaysOn, type SchoolEntry } from '../model/schoolCalendar.ts';
import { kindChip, kindDot, kindShade, typeChip, typeDot } from './colors.css.ts';
import * as styles from './MonthGrid.css.ts';

/** Labels shown in a day cell before "+N". */
const VISIBLE_LABELS = 3;

type MonthGridProps = {
  month: MonthKey;
  today: IsoDate;
  selected: IsoDate;
  events: readonly CalendarEvent[];
  school: readonly SchoolEntry[];
  onSelect: (date: IsoDate) => void;
};

/**
 * The month as a table of day buttons. Only the selected day is in the tab
 * order; the arrow keys, Home/End and Page Up/Down move between days (and
 * months), as in the WAI-ARIA date grid.
 */
export function MonthGrid({ month, today, selected, events, school, onSelect }: MonthGridProps) {
  const { t } = useLingui();
  const buttons = useRef(new Map<IsoDate, HTMLButtonElement>());
  const focusNext = useRef<IsoDate | null>(null);
  const long = weekdayNames();
  const short = weekdayShortNames();
  const title = formatMonth(month);

  // After a key moves the selection (possibly to another month), the new day takes the focus.
  useEffect(() => {
    const wanted = focusNext.current;
    const button = wanted ? buttons.current.get(wanted) : undefined;
    if (button) {
      focusNext.current = null;
      button.focus();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => {
    const target = dayForKey(date, event.key);
    if (!target) return;
    event.preventDefault();
    focusNext.current = target;
    onSelect(target);
  };

  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{t`${title} takvimi`}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {short.map((name, index) => (
            <th key={name} scope="col" className={[styles.weekday, index >= 5 ? styles.weekend : ''].join(' ')}>
              <span aria-hidden="true">{name}</span>
              <VisuallyHidden>{long[index]}</VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <td key={day.date} className={styles.cell}>
                <DayButton
                  day={day}
                  isToday={day.date === today}
                  isSelected={day.date === selected}
                  events={eventsOn(events, day.date)}
                  school={school}
                  onSelect={onSelect}
                  onKeyDown={onKeyDown}
                  buttonRef={(element) => {
                    if (element) buttons.current.set(day.date, element);
                    else buttons.current.delete(day.date);
                  }}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DayButtonProps = {
  day: GridDay;
  isToday: boolean;
  isSelected: boolean;
  events: CalendarEvent[];
  school: readonly SchoolEntry[];
  onSelect: (date: IsoDate) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
};

function DayButton({ day, isToday, isSelected, events, school, onSelect, onKeyDown, buttonRef }: DayButtonProps) {
  const { i18n, t } = useLingui();
  const period = periodOn(school, day.date);
  const specials = specialDaysOn(school, day.date);
  const count = specials.length + events.length;
  const fullDate = formatFullDate(day.date);
  const name = isToday ? t`${fullDate} (bugün), ${count} öğe` : t`${fullDate}, ${count} öğe`;
  const holiday = specials.find((entry) => entry.kind === 'holiday');
  const shade = !day.inMonth ? styles.outside : holiday ? kindShade.holiday : period ? kindShade[period.kind] : styles.plain;

  const labels = [
    ...specials.map((entry) => ({ key: entry.id, className: kindChip[entry.kind], text: i18n._(entry.title) })),
    ...events.map((event) => ({ key: event.id, className: typeChip[event.type], text: `${event.start} ${event.title}` })),
  ];
  const hidden = labels.length - VISIBLE_LABELS;
  const shown = hidden > 0 ? labels.slice(0, VISIBLE_LABELS - 1) : labels;
  const more = labels.length - shown.length;
  const dots = [
    ...specials.map((entry) => ({ key: entry.id, className: kindDot[entry.kind] })),
    ...events.map((event) => ({ key: event.id, className: typeDot[event.type] })),
  ];

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={name}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      tabIndex={isSelected ? 0 : -1}
      onClick={() => onSelect(day.date)}
      onKeyDown={(event) => onKeyDown(event, day.date)}
      className={[styles.day, shade, isSelected ? styles.selected : ''].join(' ')}
    >
      <span aria-hidden="true" className={[styles.number, isToday ? styles.today : ''].join(' ')}>
        {day.day}
      </span>
      <span aria-hidden="true" className={styles.labels}>
        {shown.map((label) => (
          <span key={label.key} className={[styles.label, label.className].join(' ')}>
            {label.text}
          </span>
        ))}
        {more > 0 ? <span className={styles.more}>{t`+${more} daha`}</span> : null}
      </span>
      <span aria-hidden="true" className={styles.dots}>
        {dots.slice(0, 6).map((dot) => (
          <span key={dot.key} className={[styles.dot, dot.className].join(' ')} />
        ))}
      </span>
    </button>
  );
}
