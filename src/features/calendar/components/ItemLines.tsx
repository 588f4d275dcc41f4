import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import type { BadgeVariants } from '@/shared/styles/recipes.css.ts';
import { eventStatus, type CalendarEvent, type Difficulty, type EventStatus } from '../model/event.ts';
import { formatDaySpan } from '../model/format.ts';
import { difficultyLabels, eventStatusLabels, eventTypeLabels, schoolKindLabels } from '../model/labels.ts';
import type { SchoolEntry } from '../model/schoolCalendar.ts';
import { kindChip, typeChip } from './colors.css.ts';
import * as styles from './ItemLines.css.ts';

const STATUS_TONE: Record<EventStatus, NonNullable<BadgeVariants['tone']>> = {
  completed: 'success',
  current: 'info',
  upcoming: 'primary',
  missed: 'danger',
};

const DIFFICULTY_TONE: Record<Difficulty, NonNullable<BadgeVariants['tone']>> = { easy: 'success', medium: 'warning', hard: 'danger' };

/** A school item: its kind, title and, for more than a day, its span. */
export function SchoolEntryLine({ entry, as: Tag = 'li' }: { entry: SchoolEntry; as?: 'li' | 'div' }) {
  const { i18n } = useLingui();
  return (
    <Tag className={[styles.item, kindChip[entry.kind]].join(' ')}>
      <span className={styles.kindLabel}>{i18n._(schoolKindLabels[entry.kind])}</span>
      <p className={styles.title}>{i18n._(entry.title)}</p>
      {entry.start !== entry.end ? <span className={styles.span}>{formatDaySpan(entry.start, entry.end)}</span> : null}
    </Tag>
  );
}

type EventLineProps = {
  event: CalendarEvent;
  now: Date;
  onEdit: (event: CalendarEvent) => void;
  /** A list item by default; a div inside a list item of its own. */
  as?: 'li' | 'div';
};

/** One of the user's events: title, time, type, status, difficulty and an edit button. */
export function EventLine({ event, now, onEdit, as: Tag = 'li' }: EventLineProps) {
  const { i18n, t } = useLingui();
  const status = eventStatus(event, now);
  const { title, start, end } = event;
  const difficulty = event.difficulty ? i18n._(difficultyLabels[event.difficulty]) : null;
  return (
    <Tag className={[styles.item, typeChip[event.type]].join(' ')}>
      <div className={styles.head}>
        <p className={[styles.title, event.done ? styles.done : ''].join(' ')}>{title}</p>
        <span className={styles.time}>
          <Trans>
            {start}–{end}
          </Trans>
        </span>
      </div>
      <div className={styles.meta}>
        <span className={styles.typeTag}>{i18n._(eventTypeLabels[event.type])}</span>
        <Badge tone={STATUS_TONE[status]}>{i18n._(eventStatusLabels[status])}</Badge>
        {event.difficulty ? (
          <Badge tone={DIFFICULTY_TONE[event.difficulty]}>
            <Trans>Zorluk: {difficulty}</Trans>
          </Badge>
        ) : null}
      </div>
      {event.notes ? <p className={styles.notes}>{event.notes}</p> : null}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onEdit(event)} aria-label={t`Düzenle: ${title}`}>
          <Trans>Düzenle</Trans>
        </Button>
      </div>
    </Tag>
  );
}
