import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageWindow, totalPages } from '../model/pagination.ts';
import { withPage } from '../model/filters.ts';
import type { BlogSearch } from '../model/listSearch.ts';
import * as styles from './list.css.ts';

type PaginationProps = { search: BlogSearch; count: number };

/** Previous, at most five page numbers, next (docs/behaviour.md#routes-and-guards, #limits-and-constants); every page is a real, shareable link. */
export function Pagination({ search, count }: PaginationProps) {
  const { t } = useLingui();
  const total = totalPages(count);
  const current = Math.min(search.page ?? 1, total);
  const pages = pageWindow(current, total);
  if (!pages.length) return null;

  return (
    <nav aria-label={t`Sayfalar`}>
      <ul className={styles.pagination}>
        <li>
          {current > 1 ? (
            <Link to="/blog" search={withPage(search, current - 1)} className={styles.pageLink} rel="prev">
              <span aria-hidden="true">←</span>&nbsp;<Trans>Önceki</Trans>
            </Link>
          ) : (
            <span className={styles.pageLink} aria-disabled="true">
              <span aria-hidden="true">←</span>&nbsp;<Trans>Önceki</Trans>
            </span>
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              to="/blog"
              search={withPage(search, page)}
              className={styles.pageLink}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t`Sayfa ${page}`}
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>
          {current < total ? (
            <Link to="/blog" search={withPage(search, current + 1)} className={styles.pageLink} rel="next">
              <Trans>Sonraki</Trans>&nbsp;<span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={styles.pageLink} aria-disabled="true">
              <Trans>Sonraki</Trans>&nbsp;<span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
