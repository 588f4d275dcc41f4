import { useLingui } from '@lingui/react/macro';
import { MASTERY_LEVELS } from '@/shared/progress/mastery.ts';
import { MASTERY_LABELS, REVIEW_DUE_LABEL } from '../../model/masteryLabels.ts';
import { LEVEL_ICON, REVIEW_ICON } from './levelLook.ts';
import * as styles from './map.css.ts';

export function MapLegend() {
  const { t, i18n } = useLingui();
  return (
    <ul className={styles.legend} aria-label={t`Seviyeler`}>
      {MASTERY_LEVELS.map((level) => (
        <li key={level} className={styles.legendItem}>
          <span aria-hidden="true">{LEVEL_ICON[level]}</span>
          {i18n._(MASTERY_LABELS[level])}
        </li>
      ))}
      <li className={styles.legendItem}>
        <span aria-hidden="true">{REVIEW_ICON}</span>
        {i18n._(REVIEW_DUE_LABEL)}
      </li>
    </ul>
  );
}
