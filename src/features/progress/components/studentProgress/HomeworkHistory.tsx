import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassGradeAverage, HomeworkHistoryEntry } from '@/shared/api/progress.ts';
import { formatLongDate, formatNumber } from '@/shared/i18n/format.ts';
import { homeworkNewestFirst } from '../../model/classReport.ts';
import { HOMEWORK_STATE_LABELS } from '../../model/classReportLabels.ts';
import { homeworkRow, PRINTED_HOMEWORK_ROWS, printOnly } from './print.css.ts';
import * as styles from './studentProgress.css.ts';

/** The pupil's homework, latest first: title, due day, state and score; and their grade average in each class, as the roster gives it. */
export function HomeworkHistory({ entries, averages = [] }: { entries: readonly HomeworkHistoryEntry[]; averages?: readonly ClassGradeAverage[] }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const printed = PRINTED_HOMEWORK_ROWS;
  const total = entries.length;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Ödevler</Trans>
      </h2>
      {averages.length ? (
        <p className={styles.muted}>
          <Trans>Not ortalaması</Trans>:{' '}
          {averages.map((entry) => `${entry.class_name} ${entry.average === null ? '—' : formatNumber(entry.average)}`).join(' · ')}{' '}
          <Trans>(değerlendirilmiş ödevler: öğretmenin puan verdiği, kaldırılmamış ödevler; muaf tutulduğu ödev sayılmaz; yüzde olarak)</Trans>
        </p>
      ) : null}
      {total === 0 ? (
        <p className={styles.muted}>
          <Trans>Henüz verilmiş bir ödev yok.</Trans>
        </p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label={t`Ödev tablosu`} tabIndex={0}>
          <table className={styles.plainTable}>
            <thead>
              <tr>
                <th scope="col" className={styles.plainTh}>
                  <Trans>Ödev</Trans>
                </th>
                <th scope="col" className={styles.plainTh}>
                  <Trans>Son teslim</Trans>
                </th>
                <th scope="col" className={styles.plainTh}>
                  <Trans>Durum</Trans>
                </th>
                <th scope="col" className={`${styles.plainTh} ${styles.numeric}`}>
                  <Trans>Puan</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {homeworkNewestFirst(entries).map((entry) => (
                <tr key={entry.assignment_id} className={homeworkRow}>
                  <th scope="row" className={styles.plainTd}>
                    {entry.title}
                  </th>
                  <td className={styles.plainTd}>{formatLongDate(entry.due_at)}</td>
                  <td className={styles.plainTd}>{i18n._(HOMEWORK_STATE_LABELS[entry.state])}</td>
                  <td className={`${styles.plainTd} ${styles.numeric}`}>
                    {entry.score === null ? '—' : formatNumber(entry.score, { maximumFractionDigits: 1 })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > printed ? (
        <p className={`${styles.muted} ${printOnly}`}>
          <Trans>
            Son {printed} ödev gösteriliyor; tamamı (toplam {total}) uygulamada ve CSV dosyasında.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
