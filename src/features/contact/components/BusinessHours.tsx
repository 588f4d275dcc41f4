import { useLingui } from '@lingui/react/macro';
import { Card } from '@/shared/ui/Card.tsx';
import { businessHours, closedLabel, formatOpeningHours, responseTimeNote } from '../content/businessHours.ts';
import * as styles from './ContactPage.css.ts';

/** docs/behaviour.md#limits-and-constants working hours and the typical reply time. */
export function BusinessHours() {
  const { i18n } = useLingui();
  return (
    <Card tone="elevated" className={styles.hoursCard}>
      <dl className={styles.hoursList}>
        {businessHours.map((day) => (
          <div key={day.id} className={styles.hoursRow}>
            <dt className={styles.hoursDays}>{i18n._(day.days)}</dt>
            {day.hours ? <dd className={styles.hoursTime}>{formatOpeningHours(day.hours)}</dd> : <dd className={styles.hoursClosed}>{i18n._(closedLabel)}</dd>}
          </div>
        ))}
      </dl>
      <p className={styles.responseNote}>
        <span aria-hidden="true">⏱️</span>
        <span>{i18n._(responseTimeNote)}</span>
      </p>
    </Card>
  );
}
