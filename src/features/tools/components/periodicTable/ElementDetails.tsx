import { Trans, useLingui } from '@lingui/react/macro';
import { stateAt25C, type ChemicalElement, type ElementCategory } from '../../model/periodicTable/elements.ts';
import { positionOf } from '../../model/periodicTable/position.ts';
import { electronConfiguration } from '../../model/periodicTable/electronConfiguration.ts';
import { CATEGORY_LABEL, STATE_LABEL, formatMass } from '../../content/periodicTable/labels.ts';
import * as layout from '../toolLayout.css.ts';
import * as styles from './PeriodicTableTool.css.ts';

/** Everything a lesson needs about the chosen element. */
export function ElementDetails({ element, category }: { element: ChemicalElement; category: ElementCategory }) {
  const { t, i18n } = useLingui();
  const { group, period, block } = positionOf(element.number);
  const name = i18n._(element.name);
  const year = element.discoveryYear;
  const by = element.discoverer;
  const isMassNumber = typeof element.mass !== 'string';

  return (
    <section className={`${layout.panel} ${styles.details}`} aria-label={t`Element bilgisi`} aria-live="polite">
      <div className={styles.detailsHead}>
        <span className={`${styles.bigSymbol} ${styles.categoryColour[category]}`} aria-hidden="true">
          <span className={styles.bigNumber}>{element.number}</span>
          {element.symbol}
        </span>
        <div>
          <h2 className={styles.detailsTitle}>{name}</h2>
          <p className={styles.detailsCategory}>{i18n._(CATEGORY_LABEL[category])}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans>Simge</Trans>
        </dt>
        <dd>{element.symbol}</dd>
        <dt>
          <Trans>Atom numarası</Trans>
        </dt>
        <dd>{element.number}</dd>
        <dt>
          <Trans>Atom kütlesi</Trans>
        </dt>
        <dd>
          {formatMass(element.mass)}
          {isMassNumber ? (
            <span className={styles.factNote}>
              {' '}
              <Trans>(en kararlı izotopun kütle numarası)</Trans>
            </span>
          ) : null}
        </dd>
        <dt>
          <Trans>Grup</Trans>
        </dt>
        <dd>{group ?? <Trans>Grup numarası yok (f bloğu)</Trans>}</dd>
        <dt>
          <Trans>Periyot</Trans>
        </dt>
        <dd>{period}</dd>
        <dt>
          <Trans>Blok</Trans>
        </dt>
        <dd>
          <Trans>{block} bloğu</Trans>
        </dd>
        <dt>
          <Trans>Elektron dizilimi</Trans>
        </dt>
        <dd className={styles.config}>{electronConfiguration(element.number)}</dd>
        <dt>
          <Trans>25 °C’de hâli</Trans>
        </dt>
        <dd>{i18n._(STATE_LABEL[stateAt25C(element.number)])}</dd>
        <dt>
          <Trans>Keşif</Trans>
        </dt>
        <dd>
          {year === null ? (
            <Trans>Antik çağ</Trans>
          ) : (
            <Trans>
              {year}, {by}
            </Trans>
          )}
        </dd>
      </dl>
    </section>
  );
}
