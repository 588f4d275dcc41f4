import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import * as frame from '../styles/dashboardPage.css.ts';

/** Breadcrumbs, the page's one heading and a lead line: the top of a dashboard page, inside `dashboardPage.page`. */
export function PageIntro({ crumbs, title, lead }: { crumbs: readonly Crumb[]; title: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
        {lead ? <p className={frame.lead}>{lead}</p> : null}
      </header>
    </>
  );
}
