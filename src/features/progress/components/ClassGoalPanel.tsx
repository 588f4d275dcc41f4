import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassProgressResponse } from '@/shared/api/progress.ts';
import { formatNumber, formatPercent } from '@/shared/i18n/format.ts';
import { goalProgress } from '../model/classReport.ts';
import * as styles from './schedule/schedule.css.ts';

/**
 * The class's XP this week against one shared target, and how many reached today's goal: the class
 * moves together, no child is ranked or named. The same panel on the schedule and on student progress.
 */
export function ClassGoalPanel({ progress }: { progress: ClassProgressResponse }) {
  const { t } = useLingui();
  const titleId = useId();
  const lineId = useId();
  const { week_xp: weekXp, goal_xp: goalXp } = progress.class_goal;
  const goal = goalProgress(progress.class_goal);
  if (!goal) return null;
  const ratio = goal.share;
  const week = formatNumber(weekXp);
  const target = formatNumber(goalXp);
  const percent = formatPercent(ratio);
  const reachedToday = formatNumber(progress.students.filter((student) => student.xp !== null && student.xp.today >= student.xp.daily_goal).length);
  const total = formatNumber(progress.students.length);
  const name = progress.class.name;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>{name} · Sınıf hedefi</Trans>
      </h2>
      <p id={lineId} className={styles.goalLine}>
        <Trans>
          Bu hafta sınıfça {week} / {target} XP ({percent})
        </Trans>
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={lineId}
        aria-valuemin={0}
        aria-valuemax={goalXp}
        aria-valuenow={Math.min(weekXp, goalXp)}
        aria-valuetext={t`Sınıf hedefinin ${percent} kadarı`}
      >
        <div className={styles.bar} style={{ width: `${ratio * 100}%` }} />
      </div>
      <p className={styles.muted}>
        <Trans>
          Bugün günlük hedefe ulaşan öğrenci: {reachedToday} / {total}
        </Trans>
      </p>
      <p className={styles.muted}>
        {goal.reached ? (
          <Trans>Hedefe ulaşıldı: bu hafta herkesin emeğiyle! 🎉</Trans>
        ) : (
          <Trans>Her öğrencinin çalışması ortak hedefe eklenir; sıralama yapılmaz, kimse adıyla gösterilmez.</Trans>
        )}
      </p>
    </section>
  );
}
