import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPERIMENTS, findKit } from '../../content/library.ts';
import { STRAND_LABELS } from '../../content/strands.ts';
import { UNITS } from '../../content/units/index.ts';
import type { LibrarySearch } from '../../model/librarySearch.ts';
import { groupByGradeAndUnit } from '../../model/libraryGroups.ts';
import * as styles from './library.css.ts';

/** The content that passes the filters, grade by grade and unit by unit. */
export function LibraryByGrade({ filters }: { filters: LibrarySearch }) {
  const { i18n } = useLingui();
  const groups = groupByGradeAndUnit(EXPERIMENTS, UNITS, filters);
  if (groups.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>Bu süzgeçlere uyan içerik yok. Başka bir sınıf ya da ders seçebilirsin.</Trans>
      </p>
    );
  }
  return (
    <div className={styles.grades}>
      {groups.map(({ grade, units }) => (
        <section key={grade} aria-labelledby={`grade-${grade}`} className={styles.grade}>
          <h2 id={`grade-${grade}`} className={styles.gradeTitle}>
            <Trans>{grade}. sınıf</Trans>
          </h2>
          <div className={styles.units}>
            {units.map(({ unit, experiments }) => (
              // Not a landmark: unit names repeat from grade to grade (each grade is one).
              <div key={unit.id} className={styles.unit}>
                <h3 className={styles.unitTitle}>
                  {i18n._(unit.title)}
                  <span className={styles.unitMeta}>
                    {' · '}
                    {i18n._(STRAND_LABELS[unit.subject])}
                  </span>
                </h3>
                <ul className={styles.items}>
                  {experiments.map((experiment) => {
                    const kit = findKit(experiment.kitId);
                    return (
                      <li key={experiment.id}>
                        <Link to="/dashboard/experiment-kits/experiment/$experimentId" params={{ experimentId: experiment.id }} className={styles.item}>
                          <span className={styles.itemIcon} aria-hidden="true">
                            {experiment.icon}
                          </span>
                          <span className={styles.itemText}>
                            <span className={styles.itemTitle}>{i18n._(experiment.title)}</span>
                            {kit ? <span className={styles.itemKit}>{i18n._(kit.title)}</span> : null}
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
