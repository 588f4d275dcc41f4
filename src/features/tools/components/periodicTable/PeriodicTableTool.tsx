import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ELEMENTS, categoryOf, findElement } from '../../model/periodicTable/elements.ts';
import { searchElements } from '../../model/periodicTable/search.ts';
import { CATEGORY_LABEL, CATEGORY_ORDER } from '../../content/periodicTable/labels.ts';
import { ElementGrid } from './ElementGrid.tsx';
import { ElementList } from './ElementList.tsx';
import { ElementDetails } from './ElementDetails.tsx';
import * as layout from '../toolLayout.css.ts';
import * as styles from './PeriodicTableTool.css.ts';

type View = 'table' | 'list';

export default function PeriodicTableTool() {
  const { t, i18n } = useLingui();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('table');
  const [selected, setSelected] = useState(1);
  const deferredQuery = useDeferredValue(query);

  const named = useMemo(() => ELEMENTS.map((element) => ({ ...element, name: i18n._(element.name) })), [i18n]);
  const matches = useMemo(() => searchElements(named, deferredQuery), [named, deferredQuery]);
  const searching = deferredQuery.trim() !== '';
  const matchNumbers = useMemo(() => new Set(matches.map((element) => element.number)), [matches]);
  const element = findElement(selected) ?? ELEMENTS[0]!;
  const count = matches.length;

  const onSearch = (value: string) => {
    setQuery(value);
    const first = searchElements(named, value)[0];
    if (value.trim() !== '' && first) setSelected(first.number);
  };

  return (
    <div className={layout.stack}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            <Trans>Element ara</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={query}
            placeholder={t`Ad, simge ya da atom numarası: demir, Fe, 26`}
            autoComplete="off"
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        <div className={layout.segmented} role="group" aria-label={t`Görünüm`}>
          <button type="button" className={layout.segment} aria-pressed={view === 'table'} onClick={() => setView('table')}>
            <Trans>Tablo</Trans>
          </button>
          <button type="button" className={layout.segment} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <Trans>Liste</Trans>
          </button>
        </div>
      </div>
      <p className={layout.muted} role="status">
        {searching ? count === 0 ? <Trans>Eşleşen element yok.</Trans> : <Trans>{count} element bulundu.</Trans> : null}
      </p>

      <div className={styles.main}>
        <div className={styles.tableArea}>
          {view === 'table' ? (
            <ElementGrid selected={selected} onSelect={setSelected} highlighted={searching ? matchNumbers : null} />
          ) : (
            <ElementList elements={searching ? matches : named} selected={selected} onSelect={setSelected} />
          )}
          <ul className={styles.legend} aria-label={t`Renklerin anlamı`}>
            {CATEGORY_ORDER.map((category) => (
              <li key={category} className={styles.legendItem}>
                <span className={`${styles.swatch} ${styles.categoryColour[category]}`} aria-hidden="true" />
                {i18n._(CATEGORY_LABEL[category])}
              </li>
            ))}
          </ul>
        </div>
        <ElementDetails element={element} category={categoryOf(element.number)} />
      </div>
    </div>
  );
}
