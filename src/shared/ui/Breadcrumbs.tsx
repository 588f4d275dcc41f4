import { useLingui } from '@lingui/react/macro';
import { PathLink } from './PathLink.tsx';
import * as styles from './Breadcrumbs.css.ts';

export type Crumb = { label: string; href?: string };

/**
 * The trail shown at the top of every dashboard page. The last crumb is the
 * current page and is not a link; earlier crumbs without `href` are plain text.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Sayfa yolu`} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {index > 0 ? (
                <span aria-hidden="true" className={styles.separator}>
                  ›
                </span>
              ) : null}
              {last || !crumb.href ? (
                <span className={last ? styles.current : undefined} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <PathLink href={crumb.href} className={styles.link} aria-current={undefined}>
                  {crumb.label}
                </PathLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
