import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { searchHref } from '@/features/search';
import * as styles from './DashboardHeader.css.ts';

/** docs/behaviour.md#routes-and-guards header search (desktop only): blank text stays put; otherwise go to /search and clear the box. */
export function HeaderSearch() {
  const { t } = useLingui();
  const router = useRouter();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(text);
    if (!href) return;
    router.history.push(href);
    setText('');
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        className={styles.searchInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Deney, araç ya da yazı ara…`}
        aria-label={t`Platformda ara`}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.searchButton} aria-label={t`Ara`}>
        <span aria-hidden="true">🔍</span>
      </button>
    </form>
  );
}
