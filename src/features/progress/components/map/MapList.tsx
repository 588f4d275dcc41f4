import { useLingui } from '@lingui/react/macro';
import type { MapUnit } from '../../model/progressMap.ts';
import { useLevelText } from './StoneLook.tsx';
import * as styles from './map.css.ts';

/** The same map as plain text, unit by unit: for a screen reader, a printout or anyone who prefers a list. */
export function MapList({ units }: { units: readonly MapUnit[] }) {
  const { i18n } = useLingui();
  const levelText = useLevelText();
  return (
    <ul className={styles.units}>
      {units.map((unit) => (
        <li key={unit.id} className={styles.unitCard}>
          <h2 className={styles.unitTitle}>{i18n._(unit.title)}</h2>
          <ul className={styles.plainList}>
            {unit.stones.map((stone) => (
              <li key={stone.code}>
                <strong>
                  {stone.code}: {levelText(stone.assessment)}
                </strong>
                {stone.text ? <> — {i18n._(stone.text)}</> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
