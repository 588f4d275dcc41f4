import { Trans, useLingui } from '@lingui/react/macro';
import { categoryOf, type ChemicalElement } from '../../model/periodicTable/elements.ts';
import { CATEGORY_LABEL, formatMass } from '../../content/periodicTable/labels.ts';
import * as styles from './PeriodicTableTool.css.ts';

type Named = Omit<ChemicalElement, 'name'> & { name: string };

/** The elements as a plain list: easier than the wide table on a phone held upright. */
export function ElementList({ elements, selected, onSelect }: { elements: readonly Named[]; selected: number; onSelect: (number: number) => void }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.listScroll}>
      <table className={styles.list}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>No</Trans>
            </th>
            <th scope="col">
              <Trans>Element</Trans>
            </th>
            <th scope="col">
              <Trans>Atom kütlesi</Trans>
            </th>
            <th scope="col">
              <Trans>Sınıf</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {elements.map((element) => (
            <tr key={element.number} data-selected={selected === element.number}>
              <td>{element.number}</td>
              <td>
                <button type="button" className={styles.listButton} aria-pressed={selected === element.number} onClick={() => onSelect(element.number)}>
                  <span className={`${styles.listSymbol} ${styles.categoryColour[categoryOf(element.number)]}`}>{element.symbol}</span>
                  {element.name}
                </button>
              </td>
              <td>{formatMass(element.mass)}</td>
              <td>{i18n._(CATEGORY_LABEL[categoryOf(element.number)])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
