import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../../shared/ui/Breadcrumbs.tsx';
import * as styles from './PageIntro.css.ts';

/** Breadcrumbs, the page's one heading and a lead line: the top of every dashboard page. */
export function PageIntro({ crumbs, title, lead }: { crumbs: readonly Crumb[]; title: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
    </>
  );
}
