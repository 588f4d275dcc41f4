import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogCategory } from '@/shared/api/contract.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import * as styles from './list.css.ts';

type BlogFiltersProps = {
  query: string;
  category: string;
  categories: readonly BlogCategory[];
  onSearch: (query: string) => void;
  onCategory: (category: string) => void;
};

/** Search (Enter or the button) and the category filter. Remount with a new key when the URL changes the query. */
export function BlogFilters({ query, category, categories, onSearch, onCategory }: BlogFiltersProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(query);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
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
            id={inputId}
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
        label={t`Kategori`}
        value={category}
        placeholder={t`Tüm kategoriler`}
        options={options}
        onChange={(event) => onCategory(event.target.value)}
      />
    </div>
  );
}
