import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ATTENDANCE_STATUSES } from '@/shared/api/classroom.ts';
import type { ProgressStats } from '@/shared/progress/xpStats.ts';
import type { StudentRecordResponse, XpFigures } from '@/shared/api/progress.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { durationParts } from '../../model/classReport.ts';
import { ATTENDANCE_LABELS } from '../../model/classReportLabels.ts';
import { printFacts } from './print.css.ts';
import * as styles from './studentProgress.css.ts';

function Fact({ value, label }: { value: string; label: string }) {
  return (
    <li className={styles.fact}>
      <span className={styles.factValue}>{value}</span>
      <span className={styles.factLabel}>{label}</span>
    </li>
  );
}

/** Time, streaks in school days, lessons and XP: figures drawn from all of the pupil's work. */
function WorkFacts({ stats, xp }: { stats: ProgressStats; xp: XpFigures }) {
  const { t } = useLingui();
  const workId = useId();
  const { hours, minutes } = durationParts(stats.totalMinutes);
  const time = hours === 0 ? t`${minutes} dk` : t`${hours} sa ${minutes} dk`;
  const current = formatNumber(stats.currentStreak);
  const longest = formatNumber(stats.longestStreak);
  return (
    <section className={styles.section} aria-labelledby={workId}>
      <h2 id={workId} className={styles.sectionTitle}>
        <Trans>Çalışma</Trans>
      </h2>
      <ul className={`${styles.facts} ${printFacts}`}>
        <Fact value={time} label={t`Çalışma süresi`} />
        <Fact value={t`${current} gün`} label={t`Güncel seri (okul günü)`} />
        <Fact value={t`${longest} gün`} label={t`En uzun seri (okul günü)`} />
        <Fact value={formatNumber(stats.completedLessons)} label={t`Tamamlanan ders`} />
        <Fact value={formatNumber(xp.total)} label={t`Toplam XP`} />
        <Fact value={formatNumber(xp.week)} label={t`Bu haftaki XP`} />
      </ul>
    </section>
  );
}

/**
 * The pupil's figures in a few words each, then attendance. The work figures are left out when the
 * server withholds them (a class outside the child's school sees only its own work).
 */
export function StudentFacts({ data }: { data: Pick<StudentRecordResponse, 'stats' | 'xp' | 'attendance'> }) {
  const { i18n } = useLingui();
  const attendanceId = useId();

  return (
    <>
      {data.stats && data.xp ? <WorkFacts stats={data.stats} xp={data.xp} /> : null}
      <section className={styles.section} aria-labelledby={attendanceId}>
        <h2 id={attendanceId} className={styles.sectionTitle}>
          <Trans>Devam</Trans>
        </h2>
        <ul className={`${styles.facts} ${printFacts}`}>
          {ATTENDANCE_STATUSES.map((status) => (
            <Fact key={status} value={formatNumber(data.attendance[status])} label={i18n._(ATTENDANCE_LABELS[status])} />
          ))}
        </ul>
      </section>
    </>
  );
}
