import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { useNow } from '@/shared/lib/useNow.ts';
import { xpEventOf, type AnyProgressEvent } from '@/shared/progress/events.ts';
import { schoolCalendarOf, type DaysOffSpan } from '@/shared/progress/schoolDays.ts';
import { progressStats } from '@/shared/progress/xpStats.ts';
import * as styles from './map.css.ts';

const NO_DAYS_OFF: readonly DaysOffSpan[] = [];

/**
 * The child's streak in school days and XP, from the same events as the map (so offline work counts
 * at once); the school's own days off (a snow day) are skipped as the server's figures skip them.
 */
export function StreakBadge({ events, daysOff = NO_DAYS_OFF }: { events: readonly AnyProgressEvent[]; daysOff?: readonly DaysOffSpan[] }) {
  const now = useNow();
  const stats = useMemo(() => progressStats(events.map(xpEventOf), now, schoolCalendarOf(daysOff)), [events, now, daysOff]);
  const streak = stats.currentStreak;
  const xp = stats.xp;
  return (
    <p className={styles.streak} role="status">
      <span aria-hidden="true">🔥 </span>
      <Trans>
        Serin: {streak} okul günü · {xp} XP
      </Trans>{' '}
      <span className={styles.streakNote}>
        <Trans>(hafta sonları ve tatiller seriyi bozmaz)</Trans>
      </span>
    </p>
  );
}
