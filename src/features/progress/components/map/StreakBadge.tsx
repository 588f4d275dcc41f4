import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { useNow } from '@/shared/lib/useNow.ts';
import { xpEventOf, type AnyProgressEvent } from '@/shared/progress/events.ts';
import { progressStats } from '@/shared/progress/xpStats.ts';
import * as styles from './map.css.ts';

/** The child's streak in school days and XP, from the same events as the map (so offline work counts at once). */
export function StreakBadge({ events }: { events: readonly AnyProgressEvent[] }) {
  const now = useNow();
  const stats = useMemo(() => progressStats(events.map(xpEventOf), now), [events, now]);
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
