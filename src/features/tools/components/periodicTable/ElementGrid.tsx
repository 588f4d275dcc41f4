import { useLingui } from '@lingui/react/macro';
import { ELEMENTS, categoryOf } from '../../model/periodicTable/elements.ts';
import { positionOf } from '../../model/periodicTable/position.ts';
import { formatMass } from '../../content/periodicTable/labels.ts';
import * as styles from './PeriodicTableTool.css.ts';

type ElementGridProps = {
  selected: number;
  onSelect: (number: number) => void;
  /** Search matches; the rest are dimmed. null: no search. */
  highlighted: ReadonlySet<number> | null;
};

/** The 18-column table; on narrow screens it scrolls sideways inside its frame. */
export function ElementGrid({ selected, onSelect, highlighted }: ElementGridProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.gridScroll} role="region" aria-label={t`Periyodik tablo`} tabIndex={0}>
      <ol className={styles.grid}>
        {ELEMENTS.map((element) => {
          const { row, column } = positionOf(element.number);
          const name = i18n._(element.name);
          const { number, symbol } = element;
          return (
            <li key={number} style={{ gridRow: row, gridColumn: column }} className={styles.gridItem}>
              <button
                type="button"
                className={`${styles.cell} ${styles.categoryColour[categoryOf(number)]}`}
                aria-pressed={selected === number}
                aria-label={t`${number}. ${name} (${symbol})`}
                data-dim={highlighted !== null && !highlighted.has(number)}
                onClick={() => onSelect(number)}
              >
                <span className={styles.cellNumber}>{number}</span>
                <span className={styles.cellSymbol}>{symbol}</span>
                <span className={styles.cellName}>{name}</span>
                <span className={styles.cellMass}>{formatMass(element.mass)}</span>
              </button>
            </li>
          );
        })}
        <li className={styles.fMarker} style={{ gridRow: 6, gridColumn: 3 }} aria-hidden="true">
          57–71
        </li>
        <li className={styles.fMarker} style={{ gridRow: 7, gridColumn: 3 }} aria-hidden="true">
          89–103
        </li>
      </ol>
    </div>
  );
}
