import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogCategory } from '@/shared/api/contract.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { takeTypedValue } from '@/shared/lib/typedBeforeHydration.ts';
import * as styles from './list.css.ts';

type BlogFiltersProps = {
  query: string;
  category: string;
  categories: readonly BlogCategory[];
  onSearch: (query: string) => void;
  onCategory: (category: string) => void;
};

/**
 * Search (Enter or the button) and the category filter. Remount with a new key when the URL changes the query.
 * On the rendered page the search is a plain GET form, so it works before the script arrives; text typed
 * or a category chosen before hydration is taken up once the page is hydrated.
 */
export function BlogFilters({ query, category, categories, onSearch, onCategory }: BlogFiltersProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(query);
  const inputId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const typed = takeTypedValue(searchRef.current);
    if (typed !== undefined) setDraft(typed);
    const chosen = takeTypedValue(categoryRef.current);
    if (chosen !== undefined && chosen !== category) onCategory(chosen);
  }, [category, onCategory]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows: a search sent before the page was hydrated is sent again as soon as the form
    // is, which can be before the text typed then is back in `draft`.
    onSearch(searchRef.current?.value ?? draft);
  };

  // A category the list does not know (an old link) still shows as chosen.
  const options = categories.map((item) => ({ value: item.slug, label: item.name }));
  if (category && !options.some((option) => option.value === category)) options.push({ value: category, label: category });

  return (
    <div className={styles.filters}>
      <form role="search" className={styles.searchForm} onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          <Trans>Makalelerde ara</Trans>
        </label>
        <div className={styles.searchRow}>
          <input
            ref={searchRef}
            id={inputId}
            name="q"
            type="search"
            className={styles.searchInput}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t`Örneğin: deney, kodlama, erişilebilirlik`}
            enterKeyHint="search"
            maxLength={100}
          />
          <Button type="submit">
            <span aria-hidden="true">🔍</span>
            <Trans>Ara</Trans>
          </Button>
        </div>
      </form>
      <SelectField
        ref={categoryRef}
        label={t`Kategori`}
        value={category}
        placeholder={t`Tüm kategoriler`}
        options={options}
        onChange={(event) => onCategory(event.target.value)}
      />
    </div>
  );
}
