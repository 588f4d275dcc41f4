import { useLingui } from '@lingui/react/macro';
import { MASTERY_LEVELS } from '@/shared/progress/mastery.ts';
import { LEVEL_ICON, REVIEW_ICON } from '../map/levelLook.ts';
import { useLevelWords } from './useLevelWords.ts';
import * as styles from './studentProgress.css.ts';

/** What each colour and picture means, with the same pictures the children see on their own map. */
export function HeatmapLegend() {
  const { t } = useLingui();
  const words = useLevelWords();
  return (
    <ul className={styles.legend} aria-label={t`Renklerin anlamı`}>
      {MASTERY_LEVELS.map((level) => (
        <li key={level} className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.level[level]}`} aria-hidden="true">
            {LEVEL_ICON[level]}
          </span>
          {words.levels[level]}
        </li>
      ))}
      <li className={styles.legendItem}>
        <span className={`${styles.swatch} ${styles.due}`} aria-hidden="true">
          {REVIEW_ICON}
        </span>
        {words.due}
      </li>
    </ul>
  );
}
