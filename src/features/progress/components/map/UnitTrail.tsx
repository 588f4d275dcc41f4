import { useLingui } from '@lingui/react/macro';
import type { MapStone, MapUnit } from '../../model/progressMap.ts';
import { levelIcon, useLevelText } from './StoneLook.tsx';
import * as styles from './map.css.ts';

type Props = { unit: MapUnit; openCode: string | null; onOpen: (code: string | null) => void };

const lookOf = (stone: MapStone) => (stone.assessment.dueForReview ? 'due' : stone.assessment.level);

/** A unit as a path of stepping stones from 🚩 to 🏁: each stone a button that opens what it is and what serves it. */
export function UnitTrail({ unit, openCode, onOpen }: Props) {
  const { t, i18n } = useLingui();
  const levelText = useLevelText();
  const title = i18n._(unit.title);
  return (
    <ol className={styles.trail} aria-label={t`${title} yolu`}>
      <li aria-hidden="true" className={styles.trailEnd}>
        🚩
      </li>
      {unit.stones.map((stone) => {
        const open = openCode === stone.code;
        const text = levelText(stone.assessment);
        return (
          <li key={stone.code} className={styles.stoneItem}>
            <button
              type="button"
              className={`${styles.stone} ${styles.level[lookOf(stone)]}`}
              aria-expanded={open}
              aria-controls={open ? `stone-${unit.id}` : undefined}
              aria-label={`${stone.code}: ${text}`}
              onClick={() => onOpen(open ? null : stone.code)}
            >
              <span className={styles.stoneIcon} aria-hidden="true">
                {levelIcon(stone.assessment)}
              </span>
              <span className={styles.stoneCode}>{stone.code}</span>
              <span className={styles.stoneLevel}>{text}</span>
            </button>
          </li>
        );
      })}
      <li aria-hidden="true" className={styles.trailEnd}>
        🏁
      </li>
    </ol>
  );
}
