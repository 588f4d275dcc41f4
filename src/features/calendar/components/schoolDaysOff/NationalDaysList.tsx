import { Trans, useLingui } from '@lingui/react/macro';
import { dateFormat } from '@/shared/i18n/format.ts';
import { spanText, type SchoolYearOverview } from '../../model/schoolYearOverview.ts';
import { schoolKindLabels } from '../../model/labels.ts';
import * as styles from './schoolDaysOff.css.ts';

/** The year's holidays, half days and breaks as the law and MEB set them: read-only, the same for every school. */
export function NationalDaysList({ overview }: { overview: SchoolYearOverview }) {
  const { i18n } = useLingui();
  const first = overview.year;
  const second = overview.year + 1;
  return (
    <section className={styles.section} aria-labelledby="national-days-title">
      <h2 id="national-days-title" className={styles.sectionTitle}>
        <Trans>
          {first}/{second} resmî tatilleri ve ara tatilleri
        </Trans>
      </h2>
      <ul className={styles.list}>
        {overview.national.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>{i18n._(entry.title)}</span>
              <span className={styles.muted}>
                {spanText(entry.start, entry.end, dateFormat('dayMonthYear'))} · {i18n._(schoolKindLabels[entry.kind])}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
