import type { ReactNode } from 'react';
import * as site from '@/shared/styles/publicPage.css.ts';

type SiteSectionProps = { id: string; title: ReactNode; children: ReactNode };

/** A section of the about and courses pages, named by its heading. */
export function SiteSection({ id, title, children }: SiteSectionProps) {
  return (
    <section className={site.section} aria-labelledby={id}>
      <h2 id={id} className={site.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
