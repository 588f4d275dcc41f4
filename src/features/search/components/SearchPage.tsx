import { useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SEARCH_GROUPS, type SearchGroup } from '@/shared/search/searchEntry.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { searchHref } from '../model/searchQuery.ts';
import { groupResults, rankEntries } from '../model/rank.ts';
import { collectEntries, resolveEntries } from '../model/sources.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './SearchPage.css.ts';

const GROUP_TITLES: Record<SearchGroup, MessageDescriptor> = {
  experiment: msg`Deneyler ve deney setleri`,
  tool: msg`Ek araçlar`,
  forest: msg`Orman Farkındalığı`,
  blog: msg`Blog yazıları`,
};

/** /search?q=…: Turkish-aware search through what this device already holds, grouped by area. */
export function SearchPage({ query }: { query: string }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    // A new search from the header: show its words in the box.
    setShownQuery(query);
    setText(query);
  }

  const sections = useMemo(() => {
    const entries = resolveEntries(i18n, collectEntries(queryClient));
    return groupResults(rankEntries(entries, query), SEARCH_GROUPS);
  }, [i18n, queryClient, query]);
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  const trimmed = query.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(text);
    if (href) router.history.push(href);
  };

  return (
    <div className={frame.page}>
      <PageIntro crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Arama` }]} title={<Trans>Arama</Trans>} />
      <div className={styles.searchBar}>
        <form role="search" className={styles.form} onSubmit={submit}>
          <input
            type="search"
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label={t`Aranacak sözcük`}
            placeholder={t`Örneğin: gölge, kronometre, ÇEKÜL`}
            enterKeyHint="search"
          />
          <Button type="submit">
            <Trans>Ara</Trans>
          </Button>
        </form>

        {trimmed ? (
          <p className={styles.summary} role="status">
            {total ? (
              <Trans>
                “{trimmed}” için {total} sonuç
              </Trans>
            ) : (
              <Trans>“{trimmed}” için sonuç bulunamadı.</Trans>
            )}
          </p>
        ) : (
          <p className={styles.summary}>
            <Trans>Deneylerde, araçlarda, orman sayfalarında ve bu cihazda açılmış blog yazılarında arayın.</Trans>
          </p>
        )}
      </div>

      {sections.map((section) => (
        <section key={section.group} aria-labelledby={`search-${section.group}`}>
          <h2 id={`search-${section.group}`} className={styles.groupTitle}>
            {i18n._(GROUP_TITLES[section.group])} ({section.items.length})
          </h2>
          <ul className={styles.list}>
            {section.items.map((item) => (
              <li key={item.id}>
                <PathLink href={item.href} className={styles.result}>
                  <span className={styles.resultTitle}>{item.title}</span>
                  <span className={styles.resultSummary}>{item.summary}</span>
                </PathLink>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {trimmed ? (
        <p className={styles.note}>
          <Trans>
            Blog yazılarında yalnızca bu cihazda daha önce açılmış yazılar aranır.{' '}
            <PathLink href={`/blog?search=${encodeURIComponent(trimmed)}`}>Tüm blogda ara</PathLink>
          </Trans>
        </p>
      ) : null}
      {trimmed && total === 0 ? (
        <div className={styles.empty}>
          <p>
            <Trans>Yazımı kontrol edin ya da daha genel bir sözcük deneyin.</Trans>
          </p>
          <PathLink href="/dashboard/experiment-kits">
            <Trans>Deney setlerine göz atın</Trans>
          </PathLink>
        </div>
      ) : null}
    </div>
  );
}
