import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { activeFilters, type BlogFilterKey } from '../model/filters.ts';
import type { BlogSearch } from '../model/listSearch.ts';
import * as styles from './list.css.ts';

type FilterChipsProps = {
  search: BlogSearch;
  /** The display name of a category or tag slug. */
  nameOf: (key: 'category' | 'tag', slug: string) => string;
  onRemove: (key: BlogFilterKey) => void;
  onClear: () => void;
};

/** The active filters as removable chips (docs/behaviour.md#routes-and-guards). */
export function FilterChips({ search, nameOf, onRemove, onClear }: FilterChipsProps) {
  const { t } = useLingui();
  const filters = activeFilters(search);
  if (!filters.length) return null;

  const labelOf = (key: BlogFilterKey, value: string) => {
    if (key === 'q') return t`Arama: ${value}`;
    const name = nameOf(key, value);
    return key === 'category' ? t`Kategori: ${name}` : t`Etiket: ${name}`;
  };

  return (
    <ul className={styles.chips} aria-label={t`Etkin filtreler`}>
      {filters.map(({ key, value }) => {
        const label = labelOf(key, value);
        return (
          <li key={key}>
            <button type="button" className={styles.chip} onClick={() => onRemove(key)} aria-label={t`Filtreyi kaldır: ${label}`}>
              <span>{label}</span>
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        );
      })}
      {filters.length > 1 ? (
        <li>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <Trans>Tüm filtreleri temizle</Trans>
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
