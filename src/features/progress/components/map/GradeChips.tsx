import { useLingui } from '@lingui/react/macro';
import * as styles from './map.css.ts';

/** The grades of the programme as toggle buttons: one pressed at a time. */
export function GradeChips({ grades, current, onPick }: { grades: readonly number[]; current: number; onPick: (grade: number) => void }) {
  const { t } = useLingui();
  return (
    <ul className={styles.chips} aria-label={t`Sınıf düzeyi`}>
      {grades.map((grade) => (
        <li key={grade}>
          <button type="button" className={styles.chip} aria-pressed={grade === current} onClick={() => onPick(grade)}>
            {t`${grade}. sınıf`}
          </button>
        </li>
      ))}
    </ul>
  );
}
