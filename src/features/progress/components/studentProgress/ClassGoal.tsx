import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ClassProgressResponse } from '@/shared/api/progress.ts';
import { formatNumber, formatPercent } from '@/shared/i18n/format.ts';
import { goalProgress } from '../../model/classReport.ts';
import * as styles from './studentProgress.css.ts';

/** The week's XP of the whole class against one shared target: the class moves together, nobody is ranked. */
export function ClassGoal({ goal }: { goal: ClassProgressResponse['class_goal'] }) {
  const titleId = useId();
  const progress = goalProgress(goal);
  if (!progress) return null;
  const week = formatNumber(goal.week_xp);
  const target = formatNumber(goal.goal_xp);
  const percent = formatPercent(progress.share);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Sınıf hedefi</Trans>
      </h2>
      <p className={styles.goalFigure}>
        <Trans>
          Bu hafta sınıfça {week} / {target} XP ({percent})
        </Trans>
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={goal.goal_xp}
        aria-valuenow={Math.min(goal.week_xp, goal.goal_xp)}
        aria-valuetext={percent}
      >
        <div className={styles.bar} style={{ width: `${progress.share * 100}%` }} />
      </div>
      <p className={styles.muted}>
        {progress.reached ? (
          <Trans>Hedefe ulaşıldı: bu hafta herkesin emeğiyle! 🎉</Trans>
        ) : (
          <Trans>Her öğrencinin çalışması ortak hedefe eklenir; kimse sıralanmaz.</Trans>
        )}
      </p>
    </section>
  );
}
