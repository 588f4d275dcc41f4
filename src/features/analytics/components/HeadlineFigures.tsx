import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalyticsFigures } from '@/shared/api/schoolAnalytics.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { percentText } from '../model/labels.ts';
import * as styles from './analytics.css.ts';

function Fact({ label, value, detail }: { label: ReactNode; value: string; detail?: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
      {detail ? <dd className={styles.factDetail}>{detail}</dd> : null}
    </div>
  );
}

/** The whole school's figures at a glance: students, this week's activity, homework and attendance. */
export function HeadlineFigures({ figures }: { figures: AnalyticsFigures }) {
  const { t } = useLingui();
  const titleId = useId();
  const { homework, attendance, student_count: students, active_this_week: active } = figures;
  const { submitted, late } = homework;
  const due = homework.submitted + homework.missing;
  const there = attendance.present + attendance.late;
  const { recorded } = attendance;
  return (
    <section aria-labelledby={titleId} className={styles.summary}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Okul geneli</Trans>
      </h2>
      <dl className={styles.facts}>
        <Fact label={<Trans>Öğrenci</Trans>} value={formatNumber(students)} />
        <Fact label={<Trans>Bu hafta aktif</Trans>} value={percentText(figures.active_percent)} detail={t`${active} / ${students} öğrenci`} />
        <Fact label={<Trans>Ödev tamamlama</Trans>} value={percentText(homework.completion_percent)} detail={t`${submitted} / ${due} ödev`} />
        <Fact label={<Trans>Geç teslim</Trans>} value={percentText(homework.late_percent)} detail={t`${late} / ${submitted} teslim`} />
        <Fact label={<Trans>Devam</Trans>} value={percentText(attendance.percent)} detail={t`${there} / ${recorded} ders kaydı`} />
      </dl>
    </section>
  );
}
