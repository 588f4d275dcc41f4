import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { formatLongDate } from '@/shared/i18n/format.ts';
import { LEGAL_EFFECTIVE_DATE, LEGAL_EFFECTIVE_DATE_ISO } from '../content/effectiveDate.ts';
import * as styles from './LegalPage.css.ts';

export type LegalSection = {
  /** The in-page anchor; stable, because people share links to a single clause. */
  id: string;
  title: string;
  body: ReactNode;
};

type LegalPageProps = {
  title: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
};

/** The shared frame of the legal texts: title, effective date, contents, numbered sections. */
export function LegalPage({ title, lead, sections }: LegalPageProps) {
  const tocTitleId = useId();
  const date = formatLongDate(LEGAL_EFFECTIVE_DATE);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.meta}>
          <p className={styles.effective}>
            <Trans>
              Yürürlük tarihi: <time dateTime={LEGAL_EFFECTIVE_DATE_ISO}>{date}</time>
            </Trans>
          </p>
          <Button variant="secondary" size="sm" className={styles.screenOnly} onClick={() => window.print()}>
            <Trans>Yazdır</Trans>
          </Button>
        </div>
        <div className={styles.lead}>{lead}</div>
      </header>

      <Card tone="plain" className={styles.toc}>
        <nav aria-labelledby={tocTitleId}>
          <h2 id={tocTitleId} className={styles.tocTitle}>
            <Trans>İçindekiler</Trans>
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id} className={styles.tocItem}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </Card>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-baslik`}>
          <h2 id={`${section.id}-baslik`} className={styles.sectionTitle}>
            {index + 1}. {section.title}
          </h2>
          <div className={styles.body}>{section.body}</div>
        </section>
      ))}
    </article>
  );
}
