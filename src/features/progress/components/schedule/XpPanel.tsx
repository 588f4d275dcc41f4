import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { xpEventOf, type AnyProgressEvent } from '@/shared/progress/events.ts';
import { xpOf } from '@/shared/progress/xp.ts';
import { DAILY_GOAL_XP } from '@/shared/progress/xpRules.ts';
import { schoolCalendarOf, type DaysOffSpan } from '@/shared/progress/schoolDays.ts';
import { progressStats } from '@/shared/progress/xpStats.ts';
import { formatNumber, formatPercent } from '@/shared/i18n/format.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { mondayOf, turkeyToday, weekTotal } from '../../model/scheduleWeek.ts';
import * as styles from './schedule.css.ts';

type XpPanelProps = {
  events: readonly AnyProgressEvent[];
  dailyGoal?: number;
  /** A parent's view names the child: "Bugün" is theirs, not the reader's. */
  childName?: string;
  /** The school's own days off (a snow day), which the streak skips as the server's figures do. */
  daysOff?: readonly DaysOffSpan[];
};

const NO_DAYS_OFF: readonly DaysOffSpan[] = [];

/** XP, the daily goal, streaks in school days, lessons and time, from the same events the week shows (offline work counts at once). */
export function XpPanel({ events, dailyGoal = DAILY_GOAL_XP, childName, daysOff = NO_DAYS_OFF }: XpPanelProps) {
  const { t } = useLingui();
  const titleId = useId();
  const goalId = useId();
  const now = useNow();
  const { xp, stats } = useMemo(() => {
    const judged = events.map(xpEventOf);
    return { xp: xpOf(judged, now, dailyGoal), stats: progressStats(judged, now, schoolCalendarOf(daysOff)) };
  }, [events, now, dailyGoal, daysOff]);
  const today = formatNumber(xp.today.xp);
  const goal = formatNumber(xp.today.goal);
  const percent = formatPercent(xp.today.ratio);
  const remaining = formatNumber(xp.today.remaining);
  const week = formatNumber(weekTotal(xp.perDay, mondayOf(turkeyToday(now))));
  const current = formatNumber(stats.currentStreak);
  const longest = formatNumber(stats.longestStreak);
  const hours = Math.floor(stats.totalMinutes / 60);
  const minutes = stats.totalMinutes % 60;
  const figures = [
    { label: t`Toplam XP`, value: formatNumber(stats.xp) },
    { label: t`Bu hafta`, value: t`${week} XP` },
    { label: t`Güncel seri`, value: t`${current} okul günü` },
    { label: t`En uzun seri`, value: t`${longest} okul günü` },
    { label: t`Tamamlanan ders`, value: formatNumber(stats.completedLessons) },
    { label: t`Toplam süre`, value: hours > 0 ? t`${hours} sa ${minutes} dk` : t`${minutes} dk` },
  ];

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {childName ? <Trans>{childName} · XP ve seriler</Trans> : <Trans>XP ve serilerim</Trans>}
      </h2>
      <p id={goalId} className={styles.goalLine}>
        <Trans>
          Bugün {today} / {goal} XP ({percent})
        </Trans>
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={goalId}
        aria-valuemin={0}
        aria-valuemax={xp.today.goal}
        aria-valuenow={Math.min(xp.today.xp, xp.today.goal)}
        aria-valuetext={t`Günlük hedefin ${percent} kadarı`}
      >
        <div className={styles.bar} style={{ width: `${xp.today.ratio * 100}%` }} />
      </div>
      <p className={styles.muted}>{xp.today.reached ? <Trans>Günlük hedefe ulaşıldı! 🎉</Trans> : <Trans>Günlük hedefe {remaining} XP kaldı.</Trans>}</p>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>
        <Trans>Seri okul günleriyle sayılır: hafta sonları, bayramlar ve okul tatilleri seriyi bozmaz.</Trans>
      </p>
    </section>
  );
}
